//! Large JSON replies (a page of jobs) written into one buffer allocated at about the reply's
//! size. `axum::Json` starts from 128 bytes and grows its buffer as it writes, copying what it
//! wrote at each doubling, through a `BytesMut` writer that takes each small write apart: for a
//! search page of ~40 KB that was about 6 % of the API's CPU under search load.

use axum::{
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::value::RawValue;

use crate::views::JobView;

/// A JSON reply with the bytes it will about take (more only costs a regrowth).
pub struct SizedJson<T> {
    value: T,
    capacity: usize,
}

impl<T: Serialize> SizedJson<T> {
    pub fn new(value: T, capacity: usize) -> Self {
        Self { value, capacity }
    }
}

impl<T: Serialize> IntoResponse for SizedJson<T> {
    fn into_response(self) -> Response {
        let mut buf = Vec::with_capacity(self.capacity);
        match serde_json::to_writer(&mut buf, &self.value) {
            Ok(()) => (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                buf,
            )
                .into_response(),
            Err(e) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; charset=utf-8"),
                )],
                e.to_string(),
            )
                .into_response(),
        }
    }
}

/// About the bytes a list of jobs takes in JSON: its long texts, and the rest of each job
/// (ids, enums, dates, the company: under 1 KB), with room for what escaping adds.
pub fn jobs_bytes(jobs: &[JobView]) -> usize {
    jobs.iter()
        .map(|j| 1024 + j.title.len() + j.description.len() + j.requirements.len())
        .sum::<usize>()
        + 512
}

/// Serializes a long text (a job's description or requirements) as serde_json writes a string,
/// faster: serde_json looks at each byte in turn for one to escape (5-6 % of the API's CPU
/// under search load, 13 % when searches repeat); this looks at eight at a time and copies the
/// runs between escapes. The escaped text goes out as a `RawValue` (checked by serde_json's
/// parser, which also skips runs without escapes).
pub fn long_text<S: serde::Serializer>(text: &str, serializer: S) -> Result<S::Ok, S::Error> {
    let json = escape(text);
    let raw: &RawValue = serde_json::from_str(&json).map_err(serde::ser::Error::custom)?;
    raw.serialize(serializer)
}

/// `text` as a JSON string, quotes included, escaped byte for byte as serde_json escapes it.
pub fn escape(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(bytes.len() + 2 + bytes.len() / 16);
    out.push('"');
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if let Some(word) = bytes.get(i..i + 8)
            && !needs_escape(u64::from_le_bytes(word.try_into().expect("8 bytes")))
        {
            i += 8;
            continue;
        }
        let b = bytes[i];
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..0x20 => "",
            _ => {
                i += 1;
                continue;
            }
        };
        // `b` is ASCII, so `i` is a character boundary.
        out.push_str(&text[start..i]);
        if short.is_empty() {
            out.push_str("\\u00");
            out.push(HEX[usize::from(b >> 4)] as char);
            out.push(HEX[usize::from(b & 0xf)] as char);
        } else {
            out.push_str(short);
        }
        i += 1;
        start = i;
    }
    out.push_str(&text[start..]);
    out.push('"');
    out
}

/// Whether any of the eight bytes of `w` is a control character, a quote or a backslash (it
/// may say so of a byte after the first that is: only "none" must be exact).
fn needs_escape(w: u64) -> bool {
    const ONES: u64 = u64::MAX / 255;
    const HIGH: u64 = ONES * 0x80;
    let zero_byte = |v: u64| v.wrapping_sub(ONES) & !v & HIGH;
    let control = w.wrapping_sub(ONES * 0x20) & !w & HIGH;
    (control | zero_byte(w ^ (ONES * u64::from(b'"'))) | zero_byte(w ^ (ONES * u64::from(b'\\'))))
        != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::to_bytes;

    #[test]
    fn long_texts_are_escaped_as_serde_json_escapes_them() {
        let mut texts: Vec<String> = vec![
            String::new(),
            "a".into(),
            "plain words, longer than eight bytes".into(),
            "\"quoted\" and back\\slash".into(),
            "line one\nline two\r\n\ttabbed \u{8} \u{c} \u{1} \u{1f} \u{7f}".into(),
            "हिंदी में नौकरी — ड्राइवर \"चाहिए\"\n₹ 15,000 😀".into(),
        ];
        // Every ASCII byte and some wide characters, at every offset within a word.
        let all: String = (0u8..128).map(char::from).chain("éह😀".chars()).collect();
        for shift in 0..9 {
            texts.push(format!("{}{all}{}", "x".repeat(shift), "y".repeat(shift)));
        }
        #[derive(Serialize)]
        struct Long<'a>(#[serde(serialize_with = "long_text")] &'a str);
        for text in &texts {
            let want = serde_json::to_string(text).unwrap();
            assert_eq!(escape(text), want, "{text:?}");
            assert_eq!(serde_json::to_string(&Long(text)).unwrap(), want);
            let back: String = serde_json::from_str(&escape(text)).unwrap();
            assert_eq!(&back, text);
        }
    }

    #[tokio::test]
    async fn a_reply_is_its_json_whatever_room_was_guessed() {
        let value = serde_json::json!({"success": true, "text": "a \"quoted\"\nline ".repeat(50)});
        for capacity in [0, 16, 1 << 16] {
            let reply = SizedJson::new(&value, capacity).into_response();
            assert_eq!(reply.status(), StatusCode::OK);
            assert_eq!(reply.headers()[header::CONTENT_TYPE], "application/json");
            let body = to_bytes(reply.into_body(), usize::MAX).await.unwrap();
            assert_eq!(body, serde_json::to_vec(&value).unwrap());
        }
    }
}
