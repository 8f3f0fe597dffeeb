//! Text analysis shared by indexing and querying: developer tokens survive (C++, C#, .NET,
//! Node.js, UI/UX), then words are lowercased, folded to ASCII and stemmed (English).

use tantivy::{
    Index,
    tokenizer::{
        AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer, Token,
        TokenStream, Tokenizer,
    },
};

/// Name under which the analyzer is registered on every opened index.
pub const ANALYZER: &str = "ks_text";

/// Tokens that a plain tokenizer would break, and the single word each becomes.
const SPECIAL: [(&str, &str); 9] = [
    ("c++", " cplusplus "),
    ("c#", " csharp "),
    ("f#", " fsharp "),
    (".net", " dotnet "),
    ("asp.net", " aspdotnet "),
    ("node.js", " nodejs "),
    ("next.js", " nextjs "),
    ("vue.js", " vuejs "),
    ("ui/ux", " uiux "),
];

/// Rewrites developer tokens into plain words; applied to indexed and queried text alike.
pub fn normalize(text: &str) -> String {
    let mut s = text.to_lowercase();
    // Longer patterns first so "asp.net" is not eaten by ".net".
    let mut special = SPECIAL;
    special.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    for (pat, word) in special {
        if s.contains(pat) {
            s = s.replace(pat, word);
        }
    }
    s
}

/// The analyzer: simple tokenizer, long-token removal, lowercase, ASCII folding, stemming
/// (role nouns kept whole: `stem`, `vocabulary::KEEP_WHOLE`).
pub fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(crate::stem::RoleStemmer)
        .build()
}

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
        let starts = crate::synonyms::group_starts(&tokens);
        if !starts.is_empty() {
            let mut with_keys = Vec::with_capacity(tokens.len() + starts.len());
            for (i, t) in tokens.into_iter().enumerate() {
                let keys: Vec<Token> = starts
                    .iter()
                    .filter(|(at, _, _)| *at == i)
                    .flat_map(|(_, g, synonym)| {
                        let key = Token {
                            text: crate::synonyms::group_key(*g),
                            ..t.clone()
                        };
                        let synonym = synonym.then(|| Token {
                            text: crate::synonyms::synonym_key(*g),
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
    index.tokenizers().register(ANALYZER, analyzer());
    index.tokenizers().register(
        ALL_ANALYZER,
        TextAnalyzer::from(WithGroupKeys { inner: analyzer() }),
    );
}

/// The terms the index holds for a text (normalized, analyzed).
pub fn terms(text: &str) -> Vec<String> {
    let mut a = analyzer();
    let normalized = normalize(text);
    let mut stream = a.token_stream(&normalized);
    let mut out = Vec::new();
    while let Some(t) = stream.next() {
        out.push(t.text.clone());
    }
    out
}

/// Plain lowercase words of a query (normalized, not stemmed), for synonym matching.
pub fn words(text: &str) -> Vec<String> {
    normalize(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn developer_tokens_survive() {
        assert_eq!(terms("C++ Developer"), vec!["cplusplus", "develop"]);
        assert_eq!(
            terms("C# / .NET engineer"),
            vec!["csharp", "dotnet", "engin"]
        );
        assert_eq!(terms("ASP.NET"), vec!["aspdotnet"]);
        // Stemming may trim the joined word; what matters is that index and query agree.
        assert_eq!(terms("Node.js, UI/UX"), terms("nodejs uiux"));
        assert_ne!(terms("Node.js"), terms("node"));
        assert_eq!(terms("Engineers"), terms("engineer"));
        assert_eq!(terms("Café"), vec!["cafe"]);
        assert_eq!(
            words("Sr. C++ dev, Bengaluru"),
            vec!["sr", "cplusplus", "dev", "bengaluru"]
        );
    }
}
