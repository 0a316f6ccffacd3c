use std::collections::HashMap;
use std::hash::Hash;

const NONE: usize = usize::MAX;

struct Node<K, V> {
    key: K,
    value: V,
    prev: usize,
    next: usize,
}

pub struct LruCache<K, V> {
    capacity: usize,
    map: HashMap<K, usize>,
    nodes: Vec<Node<K, V>>,
    head: usize,
    tail: usize,
}

impl<K: Eq + Hash + Clone, V> LruCache<K, V> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "an LRU cache needs a capacity of at least 1");
        LruCache { capacity, map: HashMap::with_capacity(capacity), nodes: Vec::with_capacity(capacity), head: NONE, tail: NONE }
    }

    fn unlink(&mut self, idx: usize) {
        let (prev, next) = (self.nodes[idx].prev, self.nodes[idx].next);
        if prev == NONE {
            self.head = next;
        } else {
            self.nodes[prev].next = next;
        }
        if next == NONE {
            self.tail = prev;
        } else {
            self.nodes[next].prev = prev;
        }
        self.nodes[idx].prev = NONE;
        self.nodes[idx].next = NONE;
    }

    fn push_front(&mut self, idx: usize) {
        self.nodes[idx].prev = NONE;
        self.nodes[idx].next = self.head;
        if self.head != NONE {
            self.nodes[self.head].prev = idx;
        }
        self.head = idx;
        if self.tail == NONE {
            self.tail = idx;
        }
    }

    pub fn get(&mut self, key: &K) -> Option<&V> {
        let idx = *self.map.get(key)?;
        self.unlink(idx);
        self.push_front(idx);
        Some(&self.nodes[idx].value)
    }

    pub fn put(&mut self, key: K, value: V) -> Option<(K, V)> {
        if let Some(&idx) = self.map.get(&key) {
            self.nodes[idx].value = value;
            self.unlink(idx);
            self.push_front(idx);
            return None;
        }
        if self.nodes.len() < self.capacity {
            let idx = self.nodes.len();
            self.nodes.push(Node { key: key.clone(), value, prev: NONE, next: NONE });
            self.map.insert(key, idx);
            self.push_front(idx);
            return None;
        }
        let idx = self.tail;
        self.unlink(idx);
        let old_key = std::mem::replace(&mut self.nodes[idx].key, key.clone());
        let old_value = std::mem::replace(&mut self.nodes[idx].value, value);
        self.map.remove(&old_key);
        self.map.insert(key, idx);
        self.push_front(idx);
        Some((old_key, old_value))
    }

    pub fn peek(&self, key: &K) -> Option<&V> {
        self.map.get(key).map(|&idx| &self.nodes[idx].value)
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn keys_mru(&self) -> Vec<K> {
        let mut out = Vec::with_capacity(self.map.len());
        let mut at = self.head;
        while at != NONE {
            out.push(self.nodes[at].key.clone());
            at = self.nodes[at].next;
        }
        out
    }
}
