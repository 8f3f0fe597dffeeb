//! English stemming that keeps a role a role: the activity words whose stem is a different job's
//! stem ("accounting" and "account" are not "accountant"'s job, "development" is not "developer")
//! keep a term of their own (`vocabulary::KEEP_WHOLE`); every other word is stemmed as tantivy's
//! `Stemmer` does (the same library, `frostem`).

use std::{borrow::Cow, mem};

use rustc_hash::FxHashMap;

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// The token filter: English stemming, except the words of `vocabulary::KEEP_WHOLE`.
#[derive(Clone, Copy, Default)]
pub struct RoleStemmer;

impl TokenFilter for RoleStemmer {
    type Tokenizer<T: Tokenizer> = RoleStemmerFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> RoleStemmerFilter<T> {
        RoleStemmerFilter {
            inner: tokenizer,
            terms: FxHashMap::default(),
        }
    }
}

pub struct RoleStemmerFilter<T> {
    inner: T,
    /// The term of each word this analyzer met (each indexing thread and each query has its own
    /// copy of the analyzer, so no lock). Job text repeats its words, and the catch-all field
    /// analyses each text as many times as its weight: a rebuild stemmed the same few thousand
    /// words millions of times (Snowball was an eighth of its CPU time).
    terms: FxHashMap<String, String>,
}

/// A copy (tantivy hands each indexing thread and each query a copy of the registered
/// analyzer) starts with nothing remembered rather than copying another's words.
impl<T: Clone> Clone for RoleStemmerFilter<T> {
    fn clone(&self) -> Self {
        Self {
            inner: self.inner.clone(),
            terms: FxHashMap::default(),
        }
    }
}

/// Words an analyzer remembers at most; past it, it starts again.
const REMEMBERED_WORDS: usize = 50_000;

impl<T: Tokenizer> Tokenizer for RoleStemmerFilter<T> {
    type TokenStream<'a> = RoleStemmerStream<'a, T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        RoleStemmerStream {
            tail: self.inner.token_stream(text),
            stemmer: frostem::Stemmer::new(frostem::Algorithm::English),
            terms: &mut self.terms,
        }
    }
}

pub struct RoleStemmerStream<'a, T> {
    tail: T,
    stemmer: frostem::Stemmer,
    terms: &'a mut FxHashMap<String, String>,
}

/// The term a lowercased word becomes.
pub fn stem_word<'w>(stemmer: &frostem::Stemmer, word: &'w str) -> Cow<'w, str> {
    if let Some(kept) = crate::vocabulary::kept_whole(word) {
        return Cow::Borrowed(kept);
    }
    stemmer.stem(word)
}

impl<T: TokenStream> TokenStream for RoleStemmerStream<'_, T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        if let Some(term) = self.terms.get(&token.text) {
            token.text.clear();
            token.text.push_str(term);
            return true;
        }
        let term = stem_word(&self.stemmer, &token.text).into_owned();
        if self.terms.len() >= REMEMBERED_WORDS {
            self.terms.clear();
        }
        self.terms
            .insert(mem::replace(&mut token.text, term.clone()), term);
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}
