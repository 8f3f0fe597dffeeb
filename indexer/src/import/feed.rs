//! Reading a job feed: JSON lines or CSV (with a header row), one posting per line or row.

use std::collections::HashMap;

use anyhow::{Context, bail};
use serde::Deserialize;

/// One posting as a partner's feed writes it. Only `external_id`, `title`, `company` and
/// `location` are required; the rest may be missing or empty.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(default)]
pub struct FeedJob {
    #[serde(alias = "id", alias = "externalId")]
    pub external_id: String,
    pub title: String,
    #[serde(alias = "company_name", alias = "companyName")]
    pub company: String,
    /// Free text: "Hybrid - Bangalore, India", "IN-Pune", "Remote - India".
    pub location: String,
    pub description: String,
    /// Skills or requirements, when the feed has them apart from the description.
    pub requirements: String,
    /// Free text: "₹6,00,000 - ₹9,00,000 per year", "25k-30k/month", "6-9 LPA".
    pub salary: String,
    /// "Full-time", "Part Time", "Internship", "Contract" …
    #[serde(alias = "job_type", alias = "employment_type")]
    pub r#type: String,
    /// A date or date-time ("2026-11-20", RFC 3339).
    #[serde(alias = "posted_date", alias = "postedAt", alias = "date")]
    pub posted: String,
    /// One of the spec's categories; guessed from the title when missing or unknown.
    pub category: String,
}

/// Reads a feed; the format is told by the extension (`.csv`) or by the first character
/// (`{` for JSON lines).
pub fn parse(path: &str, text: &str) -> anyhow::Result<Vec<FeedJob>> {
    let first = text.trim_start().chars().next();
    if path.to_ascii_lowercase().ends_with(".csv") || (first.is_some() && first != Some('{')) {
        parse_csv(text)
    } else {
        parse_jsonl(text)
    }
}

fn parse_jsonl(text: &str) -> anyhow::Result<Vec<FeedJob>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str::<FeedJob>(l).with_context(|| format!("line {}", i + 1)))
        .collect()
}

fn parse_csv(text: &str) -> anyhow::Result<Vec<FeedJob>> {
    let mut rows = csv_rows(text)?.into_iter();
    let Some(header) = rows.next() else {
        return Ok(vec![]);
    };
    let header: Vec<String> = header
        .iter()
        .map(|h| h.trim().to_ascii_lowercase().replace([' ', '-'], "_"))
        .collect();
    let mut out = Vec::new();
    for (n, row) in rows.enumerate() {
        if row.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let map: HashMap<&str, &str> = header
            .iter()
            .map(String::as_str)
            .zip(row.iter().map(String::as_str))
            .collect();
        let json = serde_json::to_value(&map)?;
        out.push(
            serde_json::from_value::<FeedJob>(json).with_context(|| format!("row {}", n + 2))?,
        );
    }
    Ok(out)
}

/// RFC 4180 rows: fields separated by commas, quoted with `"` (a doubled quote inside),
/// newlines allowed inside quotes.
pub fn csv_rows(text: &str) -> anyhow::Result<Vec<Vec<String>>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' => quoted = true,
            ',' => row.push(std::mem::take(&mut field)),
            '\r' => {}
            '\n' => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            _ => field.push(c),
        }
    }
    if quoted {
        bail!("a quoted CSV field is never closed");
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_and_json_lines_read_alike() {
        let csv = "external_id,title,company,location,salary\n\
                   a1,\"Engineer, Backend\",Acme,\"Hybrid - Bangalore, India\",\"6-9 LPA\"\n";
        let jsonl = r#"{"external_id":"a1","title":"Engineer, Backend","company":"Acme","location":"Hybrid - Bangalore, India","salary":"6-9 LPA"}"#;
        assert_eq!(
            parse("f.csv", csv).unwrap(),
            parse("f.jsonl", jsonl).unwrap()
        );
        assert_eq!(
            csv_rows("a,\"b \"\"c\"\"\"\n").unwrap(),
            vec![vec!["a".to_string(), "b \"c\"".to_string()]]
        );
    }
}
