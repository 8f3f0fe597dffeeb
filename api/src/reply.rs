//! Large JSON replies (a page of jobs) written into one buffer allocated at about the reply's
//! size. `axum::Json` starts from 128 bytes and grows its buffer as it writes, copying what it
//! wrote at each doubling, through a `BytesMut` writer that takes each small write apart: for a
//! search page of ~40 KB that was about 6 % of the API's CPU under search load.

use axum::{
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Datelike, Timelike, Utc};
use serde::Serialize;
use serde_json::value::RawValue;

use crate::views::JobViewOf;

/// A JSON reply, written at once into a buffer of about the bytes it will take (more only
/// costs a regrowth): the value may borrow from the handler (a search's page borrows its
/// records' texts).
pub struct SizedJson(serde_json::Result<Vec<u8>>);

impl SizedJson {
    pub fn new<T: Serialize + ?Sized>(value: &T, capacity: usize) -> Self {
        let mut buf = Vec::with_capacity(capacity);
        Self(serde_json::to_writer(&mut buf, value).map(|()| buf))
    }
}

impl IntoResponse for SizedJson {
    fn into_response(self) -> Response {
        match self.0 {
            Ok(buf) => (
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
pub fn jobs_bytes(jobs: &[JobViewOf<'_>]) -> usize {
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

/// Serializes a time as chrono writes it (RFC 3339 in UTC: `2026-11-25T10:00:00.123456Z`,
/// the fraction in 3, 6 or 9 digits, none when whole), in one write: chrono's own writes each
/// field through `collect_str`, a dozen small writes that serde_json escapes one by one (1.4 %
/// of the API's CPU under search load; a page of jobs has 40 times). Years outside 0-9999 go to
/// chrono.
pub fn timestamp<S: serde::Serializer>(
    time: &DateTime<Utc>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let year = time.year();
    if !(0..=9999).contains(&year) {
        return time.serialize(serializer);
    }
    let (mut sec, mut nano) = (time.second(), time.nanosecond());
    if nano >= 1_000_000_000 {
        // A leap second.
        sec += 1;
        nano -= 1_000_000_000;
    }
    let mut out = *b"0000-00-00T00:00:00.000000000Z";
    // Writes `v` in `width` digits ending before `end`.
    let mut put = |end: usize, width: usize, mut v: u32| {
        for b in out[end - width..end].iter_mut().rev() {
            *b = b'0' + (v % 10) as u8;
            v /= 10;
        }
    };
    put(4, 4, year as u32);
    put(7, 2, time.month());
    put(10, 2, time.day());
    put(13, 2, time.hour());
    put(16, 2, time.minute());
    put(19, 2, sec);
    let digits = match nano {
        0 => 0,
        _ if nano.is_multiple_of(1_000_000) => 3,
        _ if nano.is_multiple_of(1_000) => 6,
        _ => 9,
    };
    let m = if digits == 0 {
        19
    } else {
        put(20 + digits, digits, nano / 10u32.pow(9 - digits as u32));
        20 + digits
    };
    out[m] = b'Z';
    serializer.serialize_str(std::str::from_utf8(&out[..=m]).map_err(serde::ser::Error::custom)?)
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

    #[test]
    fn times_are_written_as_chrono_writes_them() {
        use chrono::TimeZone;
        #[derive(Serialize)]
        struct Time(#[serde(serialize_with = "timestamp")] DateTime<Utc>);
        let mut times = vec![
            Utc.timestamp_opt(0, 0).unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(9999, 12, 31, 23, 59, 59).unwrap(),
            Utc.with_ymd_and_hms(10000, 1, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(-1, 1, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(5, 3, 4, 1, 2, 3).unwrap(),
            // A leap second.
            Utc.timestamp_opt(1_483_228_799, 1_500_000_000).unwrap(),
        ];
        let mut rng = rand::rng();
        for _ in 0..20_000 {
            let secs = rand::Rng::random_range(&mut rng, -62_000_000_000i64..253_402_300_799);
            let nanos = match rand::Rng::random_range(&mut rng, 0..4) {
                0 => 0,
                1 => rand::Rng::random_range(&mut rng, 0..1000) * 1_000_000,
                2 => rand::Rng::random_range(&mut rng, 0..1_000_000) * 1000,
                _ => rand::Rng::random_range(&mut rng, 0..1_000_000_000),
            };
            times.push(Utc.timestamp_opt(secs, nanos).unwrap());
        }
        for t in times {
            assert_eq!(
                serde_json::to_string(&Time(t)).unwrap(),
                serde_json::to_string(&t).unwrap()
            );
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
