//! The files a first visit to a landing page needs beyond the entry, named in the served page as
//! `<link rel="modulepreload">` so the browser fetches them while the entry downloads instead of
//! one after another (the entry, then the page's chunk and words once it has run, then in Hindi
//! the Hindi words). The web build writes the list (`dist/preloads.json`, web/vite/preloads.ts);
//! without it (a development build) pages are served as they are.

use std::path::Path;

use kaamsetu_search::catalog::Language;
use serde::Deserialize;

/// A landing page's files by language ("en", "hi").
#[derive(Debug, Default, Deserialize)]
struct Files {
    #[serde(default)]
    en: Vec<String>,
    #[serde(default)]
    hi: Vec<String>,
}

impl Files {
    fn of(&self, language: Language) -> &[String] {
        match language {
            Language::En => &self.en,
            Language::Hi => &self.hi,
        }
    }
}

#[derive(Debug, Deserialize)]
struct Route {
    path: String,
    #[serde(default)]
    prefix: bool,
    files: Files,
}

/// `dist/preloads.json`.
#[derive(Debug, Default, Deserialize)]
pub struct Preloads {
    #[serde(default)]
    routes: Vec<Route>,
    #[serde(default)]
    everywhere: Files,
}

/// A file the build made (`/assets/name-hash.js`): nothing else is ever written into a page.
fn is_asset(file: &str) -> bool {
    file.strip_prefix("/assets/").is_some_and(|name| {
        !name.is_empty()
            && name.ends_with(".js")
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
    })
}

impl Preloads {
    /// The web build's list, or none (logged) when it is missing or unreadable.
    pub fn load(web_dir: &Path) -> Self {
        let file = web_dir.join("preloads.json");
        let Ok(text) = std::fs::read_to_string(&file) else {
            return Self::default();
        };
        serde_json::from_str(&text).unwrap_or_else(|e| {
            tracing::warn!(file = %file.display(), error = %e, "the web build's preloads are unreadable; pages are served without them");
            Self::default()
        })
    }

    /// The `<link>` tags of a visit to `path` in `language`: the page's files (the first route
    /// that matches) and what every page needs in that language; empty when there is nothing.
    pub fn links(&self, path: &str, language: Language) -> String {
        let route = self.routes.iter().find(|r| {
            if r.prefix {
                path.starts_with(&r.path)
            } else {
                path == r.path
            }
        });
        let mut seen = std::collections::HashSet::new();
        self.everywhere
            .of(language)
            .iter()
            .chain(route.map(|r| r.files.of(language)).unwrap_or_default())
            .filter(|file| is_asset(file) && seen.insert(file.as_str()))
            .map(|file| format!("<link rel=\"modulepreload\" crossorigin href=\"{file}\">"))
            .collect()
    }
}

/// `html` with `links` at the end of its head (unchanged without a head or links).
pub fn insert(html: &str, links: &str) -> Option<String> {
    if links.is_empty() {
        return None;
    }
    let at = html.find("</head>")?;
    Some(format!("{}{links}{}", &html[..at], &html[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preloads() -> Preloads {
        serde_json::from_str(
            r#"{
              "routes": [
                { "path": "/", "files": { "en": ["/assets/home-a1.js"], "hi": ["/assets/home-a1.js", "/assets/home-hi.js"] } },
                { "path": "/job/", "prefix": true, "files": { "en": ["/assets/job-b2.js", "/assets/shared-c3.js"], "hi": [] } },
                { "path": "/evil", "files": { "en": ["/assets/x.js\"><script>alert(1)</script>", "https://cdn.example/x.js", "/assets/style.css"] } }
              ],
              "everywhere": { "en": [], "hi": ["/assets/common-hi.js", "/assets/shared-c3.js"] }
            }"#,
        )
        .unwrap()
    }

    #[test]
    fn a_page_gets_its_own_files_and_each_language_its_words() {
        let p = preloads();
        assert_eq!(
            p.links("/", Language::En),
            r#"<link rel="modulepreload" crossorigin href="/assets/home-a1.js">"#
        );
        assert_eq!(
            p.links("/", Language::Hi),
            concat!(
                r#"<link rel="modulepreload" crossorigin href="/assets/common-hi.js">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/shared-c3.js">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/home-a1.js">"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/home-hi.js">"#,
            )
        );
        // A prefix route; a file named twice is named once.
        assert_eq!(
            p.links("/job/driver/42", Language::En)
                .matches("modulepreload")
                .count(),
            2
        );
        assert_eq!(
            p.links("/job/driver/42", Language::Hi)
                .matches("shared-c3")
                .count(),
            1
        );
        // Other pages: only what every page needs.
        assert_eq!(p.links("/about-us", Language::En), "");
        assert_eq!(
            p.links("/jobs", Language::Hi)
                .matches("modulepreload")
                .count(),
            2
        );
    }

    #[test]
    fn only_the_builds_own_scripts_are_ever_written() {
        assert_eq!(preloads().links("/evil", Language::En), "");
        assert!(
            Preloads::load(Path::new("/nonexistent"))
                .links("/", Language::Hi)
                .is_empty()
        );
    }

    #[test]
    fn links_go_at_the_end_of_the_head() {
        let html = "<html><head><title>x</title></head><body></body></html>";
        assert_eq!(
            insert(html, "<link>").unwrap(),
            "<html><head><title>x</title><link></head><body></body></html>"
        );
        assert_eq!(insert(html, ""), None);
        assert_eq!(insert("<p>no head</p>", "<link>"), None);
    }
}
