pub struct RingBuffer<T> {
    slots: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T> RingBuffer<T> {
    pub fn new(capacity: usize) -> RingBuffer<T> {
        assert!(capacity > 0, "a ring buffer needs a capacity of at least 1");
        let mut slots = Vec::with_capacity(capacity);
        slots.resize_with(capacity, || None);
        RingBuffer { slots, head: 0, len: 0 }
    }

    pub fn push(&mut self, item: T) -> Option<T> {
        let cap = self.slots.len();
        if self.len == cap {
            let evicted = self.slots[self.head].replace(item);
            self.head = (self.head + 1) % cap;
            evicted
        } else {
            let at = (self.head + self.len) % cap;
            self.slots[at] = Some(item);
            self.len += 1;
            None
        }
    }

    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let item = self.slots[self.head].take();
        self.head = (self.head + 1) % self.slots.len();
        self.len -= 1;
        item
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn is_full(&self) -> bool {
        self.len == self.slots.len()
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        let cap = self.slots.len();
        (0..self.len).map(move |i| self.slots[(self.head + i) % cap].as_ref().expect("occupied slot"))
    }
}
