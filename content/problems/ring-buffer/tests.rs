use super::*;
use std::rc::Rc;

fn contents(rb: &RingBuffer<i32>) -> Vec<i32> {
    rb.iter().copied().collect()
}

#[test]
fn starts_empty() {
    let rb: RingBuffer<i32> = RingBuffer::new(3);
    assert!(rb.is_empty());
    assert!(!rb.is_full());
    assert_eq!(rb.len(), 0);
    assert_eq!(rb.capacity(), 3);
    assert_eq!(contents(&rb), Vec::<i32>::new());
}

#[test]
fn push_until_full_then_evict_oldest() {
    let mut rb = RingBuffer::new(3);
    assert_eq!(rb.push(1), None);
    assert_eq!(rb.push(2), None);
    assert_eq!(rb.push(3), None);
    assert!(rb.is_full());
    assert_eq!(rb.push(4), Some(1));
    assert_eq!(rb.push(5), Some(2));
    assert_eq!(contents(&rb), vec![3, 4, 5]);
    assert_eq!(rb.len(), 3);
}

#[test]
fn pop_is_fifo() {
    let mut rb = RingBuffer::new(2);
    rb.push(10);
    rb.push(20);
    assert_eq!(rb.pop(), Some(10));
    assert_eq!(rb.pop(), Some(20));
    assert_eq!(rb.pop(), None);
    assert!(rb.is_empty());
}

#[test]
fn wraps_around_many_times_like_a_model() {
    use std::collections::VecDeque;
    let mut rb = RingBuffer::new(4);
    let mut model = VecDeque::new();
    for i in 0..103 {
        let evicted = rb.push(i);
        model.push_back(i);
        let want = if model.len() > 4 { model.pop_front() } else { None };
        assert_eq!(evicted, want, "push({i})");
        if i % 3 == 0 {
            assert_eq!(rb.pop(), model.pop_front(), "pop after push({i})");
        }
        assert_eq!(contents(&rb), model.iter().copied().collect::<Vec<_>>());
    }
    assert_eq!(rb.len(), model.len());
}

#[test]
fn interleaved_push_pop_after_wrap() {
    let mut rb = RingBuffer::new(3);
    rb.push(1);
    rb.push(2);
    rb.push(3);
    rb.push(4);
    assert_eq!(rb.pop(), Some(2));
    rb.push(5);
    assert_eq!(contents(&rb), vec![3, 4, 5]);
    assert_eq!(rb.pop(), Some(3));
    assert_eq!(rb.pop(), Some(4));
    rb.push(6);
    assert_eq!(contents(&rb), vec![5, 6]);
}

#[test]
fn capacity_one() {
    let mut rb = RingBuffer::new(1);
    assert_eq!(rb.push("a"), None);
    assert_eq!(rb.push("b"), Some("a"));
    assert_eq!(rb.iter().collect::<Vec<_>>(), vec![&"b"]);
}

#[test]
fn works_without_clone_and_drops_evicted() {
    let tracked = Rc::new(());
    let mut rb = RingBuffer::new(2);
    rb.push(Rc::clone(&tracked));
    rb.push(Rc::clone(&tracked));
    let evicted = rb.push(Rc::clone(&tracked));
    assert!(evicted.is_some());
    drop(evicted);
    assert_eq!(Rc::strong_count(&tracked), 3);
    rb.pop();
    assert_eq!(Rc::strong_count(&tracked), 2);
}

#[test]
#[should_panic]
fn zero_capacity_panics() {
    let _rb: RingBuffer<u8> = RingBuffer::new(0);
}
