//! The analyzers every process that opens an index registers: the text analyzer
//! (`text::analyzer`), and the catch-all field's, which also marks where a phrase of a synonym
//! group starts (`synonyms::group_starts`).

use tantivy::{
    Index,
    tokenizer::{TextAnalyzer, Token, TokenStream, Tokenizer},
};

use crate::{synonyms, text};

/// Name under which the analyzer is registered on every opened index.
pub const ANALYZER: &str = "ks_text";

/// Name of the catch-all field's analyzer.
pub const ALL_ANALYZER: &str = "ks_all";

/// The catch-all field's analyzer: the text analyzer's tokens, plus the key of a synonym group
/// (`synonyms::group_key`) wherever a phrase of the group starts, so a group matches with one
/// posting list.
///
/// It keeps the tokens of the last text it analyzed: a document gives the catch-all field each
/// of its texts as many times in a row as the text's weight (`schema::ALL_WEIGHTS`), so 7 of a
/// job's 13 values are the text just before, and their tokens are handed out again without
/// analyzing it anew (each indexing thread has its own analyzer, so its own memo).
#[derive(Clone)]
pub struct WithGroupKeys {
    inner: TextAnalyzer,
    /// The text the first `len` of `tokens` are of, when `memo` is true (false until a text is
    /// analyzed, and after a reader changed a token).
    last: String,
    memo: bool,
    /// Token slots reused from text to text: their strings keep their buffers, so an indexing
    /// thread copies each word into a slot in place of allocating a string per token.
    tokens: Vec<Token>,
    len: usize,
    /// The slots the group keys are merged into (then swapped with `tokens`).
    spare: Vec<Token>,
}

/// Writes `from` with `text` into slot `at` of `slots` (a new slot past the end).
fn put(slots: &mut Vec<Token>, at: usize, from: &Token, text: &str) {
    match slots.get_mut(at) {
        Some(slot) => {
            slot.text.clear();
            slot.text.push_str(text);
            slot.offset_from = from.offset_from;
            slot.offset_to = from.offset_to;
            slot.position = from.position;
            slot.position_length = from.position_length;
        }
        None => slots.push(Token {
            offset_from: from.offset_from,
            offset_to: from.offset_to,
            position: from.position,
            text: text.to_string(),
            position_length: from.position_length,
        }),
    }
}

impl WithGroupKeys {
    pub fn new(inner: TextAnalyzer) -> Self {
        Self {
            inner,
            last: String::new(),
            memo: false,
            tokens: Vec::new(),
            len: 0,
            spare: Vec::new(),
        }
    }

    fn analyze(&mut self, text: &str) {
        let mut n = 0;
        let mut stream = self.inner.token_stream(text);
        while let Some(t) = stream.next() {
            put(&mut self.tokens, n, t, &t.text);
            n += 1;
        }
        let starts = synonyms::group_starts(&self.tokens[..n]);
        if starts.is_empty() {
            self.len = n;
            return;
        }
        // Each token, then the keys of the groups whose phrases start at it.
        let mut k = 0;
        for i in 0..n {
            let t = &self.tokens[i];
            put(&mut self.spare, k, t, &t.text);
            k += 1;
            for &(_, g, synonym) in starts.iter().filter(|(at, _, _)| *at == i) {
                put(&mut self.spare, k, t, &synonyms::group_key(g));
                k += 1;
                if synonym {
                    put(&mut self.spare, k, t, &synonyms::synonym_key(g));
                    k += 1;
                }
            }
        }
        std::mem::swap(&mut self.tokens, &mut self.spare);
        self.len = k;
    }
}

impl Tokenizer for WithGroupKeys {
    type TokenStream<'a> = MemoTokenStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> MemoTokenStream<'a> {
        if !(self.memo && self.last == text) {
            self.analyze(text);
            self.last.clear();
            self.last.push_str(text);
            self.memo = true;
        }
        MemoTokenStream {
            tokens: &mut self.tokens[..self.len],
            memo: &mut self.memo,
            next: 0,
        }
    }
}

/// The tokens of one text, handed out in order from the analyzer's memo. A reader that asks to
/// change a token (`token_mut`; the indexer never does) makes the memo no text's, so the next
/// text is analyzed anew.
pub struct MemoTokenStream<'a> {
    tokens: &'a mut [Token],
    memo: &'a mut bool,
    next: usize,
}

impl TokenStream for MemoTokenStream<'_> {
    fn advance(&mut self) -> bool {
        self.next += 1;
        self.next <= self.tokens.len()
    }

    fn token(&self) -> &Token {
        &self.tokens[self.next - 1]
    }

    fn token_mut(&mut self) -> &mut Token {
        *self.memo = false;
        &mut self.tokens[self.next - 1]
    }
}

/// Registers the analyzers on an index (every process that opens one must do it).
pub fn register(index: &Index) {
    index.tokenizers().register(ANALYZER, text::analyzer());
    index.tokenizers().register(
        ALL_ANALYZER,
        TextAnalyzer::from(WithGroupKeys::new(text::analyzer())),
    );
}

/// The catch-all terms of one text, as the index's `all` field holds them (synonym-group keys
/// included): what the alerts' percolator matches a new job's words with.
pub fn all_terms(text: &str) -> Vec<String> {
    let mut a = TextAnalyzer::from(WithGroupKeys::new(crate::text::analyzer()));
    let mut stream = a.token_stream(text);
    let mut out = Vec::new();
    while let Some(t) = stream.next() {
        out.push(t.text.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(a: &mut TextAnalyzer, text: &str) -> Vec<(String, usize, usize, usize)> {
        let mut out = Vec::new();
        let mut stream = a.token_stream(text);
        while let Some(t) = stream.next() {
            out.push((t.text.clone(), t.position, t.offset_from, t.offset_to));
        }
        out
    }

    #[test]
    fn the_memo_hands_out_what_a_fresh_analyzer_makes() {
        let texts = [
            "Senior Sales Executive",
            "Senior Sales Executive",
            "Delivery Boy (Two-Wheeler)",
            "Senior Sales Executive",
            "",
            "",
            "Data entry operator, Tally & MS-Excel",
            "Data entry operator, Tally & MS-Excel",
            // Shorter and longer in turn, with and without group keys: the slots are reused.
            "Cook",
            "Senior Sales Executive",
            "Data entry operator, Tally & MS-Excel",
            "Cook",
            "Sales Executive / Sales Officer (Field Sales), two-wheeler needed",
            "Cook",
        ];
        let mut kept = TextAnalyzer::from(WithGroupKeys::new(text::analyzer()));
        for text in texts {
            let mut fresh = TextAnalyzer::from(WithGroupKeys::new(text::analyzer()));
            let want = tokens(&mut fresh, text);
            assert_eq!(tokens(&mut kept, text), want, "{text:?}");
        }
        // A synonym phrase's group key is handed out again too.
        let sales = tokens(&mut kept, "Sales Executive");
        assert!(
            sales.iter().any(|(t, ..)| t.starts_with("syn:")),
            "{sales:?}"
        );
        assert_eq!(tokens(&mut kept, "Sales Executive"), sales);
    }

    #[test]
    fn a_changed_token_is_not_handed_out_again() {
        let mut a = WithGroupKeys::new(text::analyzer());
        {
            let mut stream = a.token_stream("cook");
            assert!(stream.advance());
            stream.token_mut().text = "changed".into();
        }
        let mut stream = a.token_stream("cook");
        assert!(stream.advance());
        assert_ne!(stream.token().text, "changed");
    }
}
