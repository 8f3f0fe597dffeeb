//! The Hindi words the server writes (mails) that the web app also shows, read from the web
//! app's own Hindi catalogue (`web/src/locales/hi/common.json`, compiled in) so both say the same
//! thing and nothing is translated twice: salary lines (`salary.*`) and the catalogue's values
//! (`catalogue.jobType.Full-Time`, ...). Texts there are ICU MessageFormat; the ones read here
//! name values only (`{amount}`), which [`fill`] puts in.

use std::sync::LazyLock;

use serde_json::Value;

use crate::views::inr;
use kaamsetu_search::catalog::SalaryFrequency;

static COMMON: LazyLock<Value> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../web/src/locales/hi/common.json"))
        .expect("web/src/locales/hi/common.json is JSON")
});

/// The Hindi text at `path` (its keys: `["salary", "perMonth"]`), if the catalogue has one.
pub fn word(path: &[&str]) -> Option<&'static str> {
    path.iter()
        .try_fold(&*COMMON, |v, key| v.get(key))
        .and_then(Value::as_str)
}

/// The Hindi text at `path` with its `{name}`s filled in; the English `fallback` when missing.
pub fn fill(path: &[&str], values: &[(&str, &str)], fallback: &str) -> String {
    let Some(text) = word(path) else {
        return fallback.to_string();
    };
    values.iter().fold(text.to_string(), |t, (name, value)| {
        t.replace(&format!("{{{name}}}"), value)
    })
}

/// A catalogue value in Hindi (`list`: `jobType`, `workMode`, `category`, `gender`), else as the
/// server writes it.
pub fn catalogue(list: &str, value: &str) -> String {
    word(&["catalogue", list, value])
        .unwrap_or(value)
        .to_string()
}

/// A salary line in Hindi, as the web app writes it: '₹18,000 - ₹24,000 प्रति माह'.
pub fn salary_text(min: Option<i64>, max: Option<i64>, frequency: SalaryFrequency) -> String {
    let period = match frequency {
        SalaryFrequency::PerMonth => word(&["salary", "perMonth"]).unwrap_or("प्रति माह"),
        SalaryFrequency::PerYear => word(&["salary", "perYear"]).unwrap_or("प्रति वर्ष"),
    };
    let rupees = |n: i64| format!("₹{}", inr(n));
    match (min, max) {
        (Some(a), Some(b)) if a == b => fill(
            &["salary", "exact"],
            &[("amount", &rupees(a)), ("period", period)],
            "",
        ),
        (Some(a), Some(b)) => fill(
            &["salary", "range"],
            &[
                ("low", &rupees(a)),
                ("high", &rupees(b)),
                ("period", period),
            ],
            "",
        ),
        (Some(a), None) => fill(
            &["salary", "from"],
            &[("amount", &rupees(a)), ("period", period)],
            "",
        ),
        (None, Some(b)) => fill(
            &["salary", "upTo"],
            &[("amount", &rupees(b)), ("period", period)],
            "",
        ),
        (None, None) => word(&["salary", "notDisclosed"])
            .unwrap_or("वेतन नहीं बताया गया")
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_web_apps_hindi() {
        assert_eq!(word(&["catalogue", "workMode", "Remote"]), Some("घर से काम"));
        assert_eq!(catalogue("jobType", "Full-Time"), "फुल-टाइम");
        assert_eq!(catalogue("jobType", "Unknown"), "Unknown");
        assert_eq!(
            salary_text(Some(18_000), Some(24_000), SalaryFrequency::PerMonth),
            "₹18,000 - ₹24,000 प्रति माह"
        );
        assert_eq!(
            salary_text(Some(15_000), None, SalaryFrequency::PerMonth),
            "₹15,000 प्रति माह से शुरू"
        );
        assert_eq!(
            salary_text(None, None, SalaryFrequency::PerYear),
            "वेतन नहीं बताया गया"
        );
    }
}
