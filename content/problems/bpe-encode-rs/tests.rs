use super::*;

fn enc(bpe: &Bpe, word: &str) -> Vec<String> {
    bpe.encode(word)
}

fn v(parts: &[&str]) -> Vec<String> {
    parts.iter().map(|s| s.to_string()).collect()
}

#[test]
fn no_merges_gives_characters() {
    let bpe = Bpe::new(&[]);
    assert_eq!(enc(&bpe, "abc"), v(&["a", "b", "c"]));
}

#[test]
fn empty_word() {
    let bpe = Bpe::new(&[("a", "b")]);
    assert_eq!(enc(&bpe, ""), Vec::<String>::new());
}

#[test]
fn applies_merges_in_rank_order() {
    let bpe = Bpe::new(&[("e", "s"), ("es", "t"), ("l", "o"), ("lo", "w")]);
    assert_eq!(enc(&bpe, "lowest"), v(&["low", "est"]));
    assert_eq!(enc(&bpe, "newest"), v(&["n", "e", "w", "est"]));
}

#[test]
fn lowest_rank_wins_over_leftmost() {
    // "b c" has rank 0, "a b" rank 1: merging leftmost-first would give ["ab", "c"].
    let bpe = Bpe::new(&[("b", "c"), ("a", "b")]);
    assert_eq!(enc(&bpe, "abc"), v(&["a", "bc"]));
}

#[test]
fn later_merge_enables_earlier_ranked_pair_again() {
    // After "x y" (rank 1) forms "xy", the pair ("xy", "z") of rank 2 applies, but ("a", "xy") with rank 0 beats it.
    let bpe = Bpe::new(&[("a", "xy"), ("x", "y"), ("xy", "z")]);
    assert_eq!(enc(&bpe, "axyz"), v(&["axy", "z"]));
}

#[test]
fn non_overlapping_left_to_right() {
    let bpe = Bpe::new(&[("a", "a")]);
    assert_eq!(enc(&bpe, "aaa"), v(&["aa", "a"]));
    assert_eq!(enc(&bpe, "aaaa"), v(&["aa", "aa"]));
    let bpe2 = Bpe::new(&[("a", "a"), ("aa", "aa")]);
    assert_eq!(enc(&bpe2, "aaaa"), v(&["aaaa"]));
}

#[test]
fn duplicate_merge_keeps_first_rank() {
    let bpe = Bpe::new(&[("a", "b"), ("b", "c"), ("a", "b")]);
    assert_eq!(enc(&bpe, "abc"), v(&["ab", "c"]));
}

#[test]
fn unicode_characters_not_bytes() {
    let bpe = Bpe::new(&[("é", "t"), ("t", "é")]);
    assert_eq!(enc(&bpe, "été"), v(&["ét", "é"]));
    assert_eq!(enc(&bpe, "日本"), v(&["日", "本"]));
}
