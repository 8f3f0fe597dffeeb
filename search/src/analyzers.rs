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
#[derive(Clone)]
pub struct WithGroupKeys {
    inner: TextAnalyzer,
}

impl Tokenizer for WithGroupKeys {
    type TokenStream<'a> = VecTokenStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> VecTokenStream {
        let mut tokens = Vec::new();
        let mut stream = self.inner.token_stream(text);
        while let Some(t) = stream.next() {
            tokens.push(t.clone());
        }
        let starts = synonyms::group_starts(&tokens);
        if !starts.is_empty() {
            let mut with_keys = Vec::with_capacity(tokens.len() + starts.len());
            for (i, t) in tokens.into_iter().enumerate() {
                let keys: Vec<Token> = starts
                    .iter()
                    .filter(|(at, _, _)| *at == i)
                    .flat_map(|(_, g, synonym)| {
                        let key = Token {
                            text: synonyms::group_key(*g),
                            ..t.clone()
                        };
                        let synonym = synonym.then(|| Token {
                            text: synonyms::synonym_key(*g),
                            ..t.clone()
                        });
                        std::iter::once(key).chain(synonym)
                    })
                    .collect();
                with_keys.push(t);
                with_keys.extend(keys);
            }
            tokens = with_keys;
        }
        VecTokenStream { tokens, next: 0 }
    }
}

/// The tokens of one text, handed out in order.
pub struct VecTokenStream {
    tokens: Vec<Token>,
    next: usize,
}

impl TokenStream for VecTokenStream {
    fn advance(&mut self) -> bool {
        self.next += 1;
        self.next <= self.tokens.len()
    }

    fn token(&self) -> &Token {
        &self.tokens[self.next - 1]
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.tokens[self.next - 1]
    }
}

/// Registers the analyzers on an index (every process that opens one must do it).
pub fn register(index: &Index) {
    index.tokenizers().register(ANALYZER, text::analyzer());
    index.tokenizers().register(
        ALL_ANALYZER,
        TextAnalyzer::from(WithGroupKeys {
            inner: text::analyzer(),
        }),
    );
}

/// The catch-all terms of one text, as the index's `all` field holds them (synonym-group keys
/// included): what the alerts' percolator matches a new job's words with.
pub fn all_terms(text: &str) -> Vec<String> {
    let mut a = TextAnalyzer::from(WithGroupKeys {
        inner: crate::text::analyzer(),
    });
    let mut stream = a.token_stream(text);
    let mut out = Vec::new();
    while let Some(t) = stream.next() {
        out.push(t.text.clone());
    }
    out
}
