//! Job alerts as the API stores them and the indexer matches them: the saved search (the
//! parameters of `GET /api/jobs`, normalised), the mail tasks the indexer queues and the API's
//! alerts worker sends, and the words that describe a search in a mail or a list.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::request::SearchRequest;

/// The apalis queue (PostgreSQL, schema `apalis`) of alert mails: the indexer and the digest
/// command push [`AlertMailTask`]s, the API's alerts worker sends them.
pub const MAIL_QUEUE: &str = "kaamsetu.alerts";
/// Attempts at an alert mail before it is given up (and recorded `failed`).
pub const MAIL_ATTEMPTS: usize = 8;
/// Alerts one account may keep (and one guest address).
pub const MAX_PER_ACCOUNT: i64 = 20;
/// Jobs a digest lists at most (newest first, with the total).
pub const DIGEST_MAX_JOBS: usize = 20;
/// How long an instant alert waits after its first new match before its mail goes out, so
/// what matched within that minute goes in one mail.
pub const INSTANT_BATCH_SECS: u64 = 60;

/// The search of an alert: the filters of `GET /api/jobs`, normalised (no page, no sort).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AlertSearch {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyword: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// Monthly rupees.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_salary: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_salary: Option<i64>,
    /// Job types (any of them).
    #[serde(default, rename = "type", skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub work_mode: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub category: Vec<String>,
    /// `Male` or `Female` (jobs open to them); none means anyone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_blue_collar: Option<bool>,
}

impl AlertSearch {
    /// The alert's search as a request: the first `limit` jobs, newest first, no facets.
    pub fn to_request(&self, limit: usize) -> SearchRequest {
        SearchRequest {
            keyword: self.keyword.clone(),
            location: self.location.clone(),
            categories: self.category.clone(),
            types: self.types.clone(),
            work_modes: self.work_mode.clone(),
            gender: self.gender.clone(),
            blue_collar: self.is_blue_collar,
            verified_only: false,
            min_salary: self.min_salary,
            max_salary: self.max_salary,
            radius_km: None,
            near: None,
            sort: None,
            offset: 0,
            limit,
            exclude: None,
            with_facets: false,
        }
    }

    /// The filters of a search request (its page and order left out).
    pub fn from_request(r: &SearchRequest) -> Self {
        let text = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        Self {
            keyword: text(&r.keyword),
            location: text(&r.location),
            min_salary: r.min_salary,
            max_salary: r.max_salary,
            types: r.types.clone(),
            work_mode: r.work_modes.clone(),
            category: r.categories.clone(),
            gender: r.gender.clone().filter(|g| g != "Both"),
            is_blue_collar: r.blue_collar,
        }
    }

    /// Nothing to search for: no keyword, place or filter (an alert must say something).
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// The search in words, for a mail or a list: "driver jobs in Delhi · Full-Time · from
    /// ₹20,000 a month".
    pub fn describe(&self) -> String {
        let what = match &self.keyword {
            Some(k) => format!("{k} jobs"),
            None => "Jobs".to_string(),
        };
        let mut parts = vec![match &self.location {
            Some(l) => format!("{what} in {l}"),
            None => what,
        }];
        for list in [&self.types, &self.work_mode, &self.category] {
            if !list.is_empty() {
                parts.push(list.join(" or "));
            }
        }
        if let Some(g) = &self.gender {
            parts.push(format!("open to {}", g.to_lowercase()));
        }
        if let Some(b) = self.is_blue_collar {
            parts.push(if b { "blue collar" } else { "not blue collar" }.into());
        }
        match (self.min_salary, self.max_salary) {
            (Some(a), Some(b)) => parts.push(format!("₹{} - ₹{} a month", inr(a), inr(b))),
            (Some(a), None) => parts.push(format!("from ₹{} a month", inr(a))),
            (None, Some(b)) => parts.push(format!("up to ₹{} a month", inr(b))),
            (None, None) => {}
        }
        parts.join(" · ")
    }

    /// The query string of the find-jobs page showing this search (`keyword=…&location=…`).
    pub fn find_jobs_query(&self) -> String {
        let mut q: Vec<(&str, String)> = Vec::new();
        if let Some(k) = &self.keyword {
            q.push(("keyword", k.clone()));
        }
        if let Some(l) = &self.location {
            q.push(("location", l.clone()));
        }
        if let Some(v) = self.min_salary {
            q.push(("minSalary", v.to_string()));
        }
        if let Some(v) = self.max_salary {
            q.push(("maxSalary", v.to_string()));
        }
        for (name, list) in [
            ("type", &self.types),
            ("workMode", &self.work_mode),
            ("category", &self.category),
        ] {
            if !list.is_empty() {
                q.push((name, list.join(",")));
            }
        }
        if let Some(g) = &self.gender {
            q.push(("gender", g.clone()));
        }
        if let Some(b) = self.is_blue_collar {
            q.push(("isBlueCollar", if b { "Yes" } else { "No" }.into()));
        }
        q.iter()
            .map(|(k, v)| format!("{k}={}", crate::text::query_value(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

/// What the alerts worker sends for an alert.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MailKind {
    /// The jobs matched since the last mail, a minute after the first of them.
    Instant,
    /// The morning (daily) or Monday (weekly) digest: up to `DIGEST_MAX_JOBS`, newest first.
    Digest,
}

/// One mail to send for an alert: the worker reads the alert and its unmailed matches (open
/// jobs only) when it runs, so a job closed in the meantime is left out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AlertMailTask {
    pub alert_id: Uuid,
    pub kind: MailKind,
}

/// Indian digit grouping: 2,40,000.
fn inr(n: i64) -> String {
    let s = n.unsigned_abs().to_string();
    let (head, last3) = s.split_at(s.len().saturating_sub(3));
    let mut groups: Vec<&str> = Vec::new();
    let mut h = head;
    while h.len() > 2 {
        let (a, b) = h.split_at(h.len() - 2);
        groups.insert(0, b);
        h = a;
    }
    if !h.is_empty() {
        groups.insert(0, h);
    }
    groups.push(last3);
    let out = groups.join(",");
    if n < 0 { format!("-{out}") } else { out }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_in_words_and_as_a_link() {
        let s = AlertSearch {
            keyword: Some("driver".into()),
            location: Some("Delhi NCR".into()),
            min_salary: Some(20_000),
            types: vec!["Full-Time".into()],
            ..AlertSearch::default()
        };
        assert_eq!(
            s.describe(),
            "driver jobs in Delhi NCR · Full-Time · from ₹20,000 a month"
        );
        assert_eq!(
            s.find_jobs_query(),
            "keyword=driver&location=Delhi%20NCR&minSalary=20000&type=Full-Time"
        );
        assert_eq!(inr(240_000), "2,40,000");
        assert_eq!(inr(999), "999");
        assert_eq!(inr(12_345_678), "1,23,45,678");
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(
            json,
            serde_json::json!({ "keyword": "driver", "location": "Delhi NCR",
                "minSalary": 20000, "type": ["Full-Time"] })
        );
        let back: AlertSearch = serde_json::from_value(json).unwrap();
        assert_eq!(back, s);
        assert!(AlertSearch::default().is_empty());
        assert_eq!(AlertSearch::from_request(&s.to_request(10)), s);
    }
}
