use std::collections::HashMap;

pub struct Bpe {
    ranks: HashMap<(String, String), usize>,
}

impl Bpe {
    pub fn new(merges: &[(&str, &str)]) -> Bpe {
        todo!("index {} merges by rank", merges.len())
    }

    pub fn encode(&self, word: &str) -> Vec<String> {
        todo!("split {word:?} with the learned merges")
    }
}
