use super::*;

#[test]
fn put_and_get() {
    let mut c = LruCache::new(2);
    assert_eq!(c.put("a", 1), None);
    assert_eq!(c.put("b", 2), None);
    assert_eq!(c.get(&"a"), Some(&1));
    assert_eq!(c.get(&"b"), Some(&2));
    assert_eq!(c.get(&"z"), None);
    assert_eq!(c.len(), 2);
}

#[test]
fn evicts_least_recently_used() {
    let mut c = LruCache::new(2);
    c.put("a", 1);
    c.put("b", 2);
    c.get(&"a");
    assert_eq!(c.put("c", 3), Some(("b", 2)));
    assert_eq!(c.get(&"b"), None);
    assert_eq!(c.keys_mru(), vec!["c", "a"]);
}

#[test]
fn update_refreshes_and_does_not_evict() {
    let mut c = LruCache::new(2);
    c.put("a", 1);
    c.put("b", 2);
    assert_eq!(c.put("a", 10), None);
    assert_eq!(c.len(), 2);
    assert_eq!(c.keys_mru(), vec!["a", "b"]);
    assert_eq!(c.put("c", 3), Some(("b", 2)));
    assert_eq!(c.peek(&"a"), Some(&10));
}

#[test]
fn peek_does_not_change_order() {
    let mut c = LruCache::new(2);
    c.put(1, "one");
    c.put(2, "two");
    assert_eq!(c.peek(&1), Some(&"one"));
    assert_eq!(c.put(3, "three"), Some((1, "one")));
}

#[test]
fn capacity_one() {
    let mut c = LruCache::new(1);
    assert!(c.is_empty());
    c.put('x', 1);
    assert_eq!(c.put('y', 2), Some(('x', 1)));
    assert_eq!(c.keys_mru(), vec!['y']);
    assert_eq!(c.get(&'y'), Some(&2));
    assert_eq!(c.put('y', 3), None);
    assert_eq!(c.get(&'y'), Some(&3));
}

#[test]
fn order_after_mixed_operations() {
    let mut c = LruCache::new(3);
    for k in 0..3 {
        c.put(k, k * 10);
    }
    c.get(&0);
    c.get(&2);
    c.put(1, 11);
    assert_eq!(c.keys_mru(), vec![1, 2, 0]);
    assert_eq!(c.put(3, 30), Some((0, 0)));
    assert_eq!(c.keys_mru(), vec![3, 1, 2]);
}

#[test]
fn matches_a_simple_model_over_many_operations() {
    let mut c = LruCache::new(64);
    let mut model: Vec<(u64, u64)> = Vec::new();
    let mut x: u64 = 12345;
    for step in 0..20_000u64 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let key = (x >> 33) % 100;
        if (x >> 20) % 3 == 0 {
            let got = c.get(&key).copied();
            let want = model.iter().position(|(k, _)| *k == key).map(|i| {
                let e = model.remove(i);
                model.insert(0, e);
                e.1
            });
            assert_eq!(got, want, "get({key}) at step {step}");
        } else {
            let evicted = c.put(key, step);
            let want = if let Some(i) = model.iter().position(|(k, _)| *k == key) {
                model.remove(i);
                model.insert(0, (key, step));
                None
            } else {
                model.insert(0, (key, step));
                if model.len() > 64 { model.pop() } else { None }
            };
            assert_eq!(evicted, want, "put({key}) at step {step}");
        }
    }
    assert_eq!(c.keys_mru(), model.iter().map(|(k, _)| *k).collect::<Vec<_>>());
}

#[test]
fn large_workload_is_constant_time() {
    let mut c = LruCache::new(50_000);
    for i in 0..200_000u64 {
        c.put(i, i);
        if i >= 10 {
            assert_eq!(c.get(&(i - 10)), Some(&(i - 10)));
        }
    }
    assert_eq!(c.len(), 50_000);
}

#[test]
#[should_panic]
fn zero_capacity_panics() {
    let _c: LruCache<u8, u8> = LruCache::new(0);
}
