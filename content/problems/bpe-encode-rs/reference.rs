use std::collections::HashMap;

pub struct Bpe {
    ranks: HashMap<(String, String), usize>,
}

impl Bpe {
    pub fn new(merges: &[(&str, &str)]) -> Bpe {
        let mut ranks = HashMap::new();
        for (rank, (a, b)) in merges.iter().enumerate() {
            // The first occurrence wins: a duplicate later in the list must not lower the priority.
            ranks.entry((a.to_string(), b.to_string())).or_insert(rank);
        }
        Bpe { ranks }
    }

    fn rank(&self, a: &str, b: &str) -> Option<usize> {
        self.ranks.get(&(a.to_string(), b.to_string())).copied()
    }

    pub fn encode(&self, word: &str) -> Vec<String> {
        let mut symbols: Vec<String> = word.chars().map(|c| c.to_string()).collect();
        loop {
            let best = symbols
                .windows(2)
                .filter_map(|w| self.rank(&w[0], &w[1]).map(|r| (r, w[0].clone(), w[1].clone())))
                .min_by_key(|(r, _, _)| *r);
            let Some((_, a, b)) = best else { return symbols };
            let mut merged = Vec::with_capacity(symbols.len());
            let mut i = 0;
            while i < symbols.len() {
                if i + 1 < symbols.len() && symbols[i] == a && symbols[i + 1] == b {
                    merged.push(format!("{a}{b}"));
                    i += 2;
                } else {
                    merged.push(std::mem::take(&mut symbols[i]));
                    i += 1;
                }
            }
            symbols = merged;
        }
    }
}
