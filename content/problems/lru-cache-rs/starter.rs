use std::collections::HashMap;
use std::hash::Hash;

pub struct LruCache<K, V> {
    capacity: usize,
    map: HashMap<K, usize>,
    // Your list storage goes here.
    _values: Vec<(K, V)>,
}

impl<K: Eq + Hash + Clone, V> LruCache<K, V> {
    pub fn new(capacity: usize) -> Self {
        todo!("a cache holding {capacity} entries")
    }

    pub fn get(&mut self, key: &K) -> Option<&V> {
        todo!()
    }

    pub fn put(&mut self, key: K, value: V) -> Option<(K, V)> {
        todo!()
    }

    pub fn peek(&self, key: &K) -> Option<&V> {
        todo!()
    }

    pub fn len(&self) -> usize {
        todo!()
    }

    pub fn is_empty(&self) -> bool {
        todo!()
    }

    pub fn keys_mru(&self) -> Vec<K> {
        todo!()
    }
}
