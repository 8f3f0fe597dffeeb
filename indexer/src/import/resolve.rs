//! Turning a feed's free text into the job table's values: places (to the places dataset's
//! city and state), work mode, salary, job type, category and date.

use chrono::{DateTime, NaiveDate, Utc};
use kaamsetu_search::{
    catalog::{Category, JobType, SalaryFrequency, WorkMode},
    places,
};

/// What a location text says: the place (if any was recognised: the canonical city, empty
/// when only the state is known, and the state) and the work mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub place: Option<(String, String)>,
    pub work_mode: WorkMode,
}

const REMOTE_WORDS: &[&str] = &["remote", "work from home", "wfh", "anywhere"];
const HYBRID_WORDS: &[&str] = &["hybrid"];
/// Words around a place that are not the place ("Office - Pune", "IN-Pune", "Pune, India").
const NOISE: &[&str] = &[
    "remote",
    "hybrid",
    "work from home",
    "wfh",
    "onsite",
    "on-site",
    "on site",
    "office",
    "india",
    "ind",
    "in",
    "anywhere",
    "multiple locations",
    "various",
    "hq",
];

fn has_word(text: &str, word: &str) -> bool {
    let t = format!(" {} ", normalise(text));
    t.contains(&format!(" {word} "))
}

/// Lowercase, separators turned into spaces.
fn normalise(s: &str) -> String {
    s.to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a free-text location: "Hybrid - Bangalore, India", "IN-Pune", "Bengaluru, Karnataka",
/// "Remote - India", "Bangalore, Gandhinagar, Mumbai + 1" (the first place wins),
/// "Gurgaon/Noida", "Bengaluru, KA, IND".
pub fn location(text: &str) -> Location {
    let work_mode = if REMOTE_WORDS.iter().any(|w| has_word(text, w)) {
        WorkMode::Remote
    } else if HYBRID_WORDS.iter().any(|w| has_word(text, w)) {
        WorkMode::Hybrid
    } else {
        WorkMode::OnSite
    };
    let p = places::places();
    let lower = text.to_lowercase();
    // Whole text first ("Bengaluru, Karnataka" is a city and its state).
    if let Some(c) = p.canonical_city(lower.trim()) {
        return Location {
            place: Some((c.name.clone(), c.state.clone())),
            work_mode,
        };
    }
    // Then pieces, split at every separator a career page uses.
    let pieces: Vec<String> = lower
        .split([
            ',', '-', '/', '|', ';', '(', ')', '+', '•', '·', '–', ':', '\n',
        ])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .flat_map(|s| {
            // "Pune or Mumbai", "Pune and Mumbai"
            s.split(" or ")
                .flat_map(|x| x.split(" and "))
                .map(|x| x.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|s| !NOISE.contains(&normalise(s).as_str()))
        .collect();
    for piece in &pieces {
        if let Some(c) = p.canonical_city(piece) {
            return Location {
                place: Some((c.name.clone(), c.state.clone())),
                work_mode,
            };
        }
    }
    // A state alone ("Karnataka", "KA"): known state, no city. A two-letter code only when the
    // text says India ("London, UK" is not Uttarakhand).
    let says_india = has_word(text, "india") || has_word(text, "ind");
    for piece in &pieces {
        if piece.chars().count() <= 2 && !says_india {
            continue;
        }
        if let Some(s) = p.state(piece) {
            return Location {
                place: Some((String::new(), s.name.clone())),
                work_mode,
            };
        }
    }
    // Words inside a longer piece ("Bangalore Office", "Mumbai HQ").
    for piece in &pieces {
        let words: Vec<&str> = piece.split_whitespace().collect();
        for n in (1..=words.len().min(3)).rev() {
            for w in words.windows(n) {
                let cand = w.join(" ");
                if NOISE.contains(&cand.as_str()) {
                    continue;
                }
                if let Some(c) = p.canonical_city(&cand) {
                    return Location {
                        place: Some((c.name.clone(), c.state.clone())),
                        work_mode,
                    };
                }
            }
        }
    }
    Location {
        place: None,
        work_mode,
    }
}

/// Salary text to (min, max, frequency) in rupees: "₹6,00,000 - ₹9,00,000 per year",
/// "6-9 LPA", "25k-30k/month", "INR 40,000 per month", "₹ 3.5 Lakh". Anything else (another
/// currency, "Competitive") is not disclosed.
pub fn salary(text: &str) -> (Option<i64>, Option<i64>, SalaryFrequency) {
    let t = text.to_lowercase().replace(',', "");
    let none = (None, None, SalaryFrequency::PerYear);
    if t.trim().is_empty()
        || ["$", "usd", "eur", "€", "£", "gbp"]
            .iter()
            .any(|c| t.contains(c))
    {
        return none;
    }
    let monthly = ["month", "/mo", "pm", "p.m"].iter().any(|w| t.contains(w));
    let lakh = t.contains("lpa") || t.contains("lakh") || t.contains("lac");
    let crore = t.contains("crore") || t.contains("cr ");
    let mut nums: Vec<f64> = Vec::new();
    let mut cur = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() || (c == '.' && !cur.is_empty()) {
            cur.push(c);
            continue;
        }
        if !cur.is_empty() {
            let mut v: f64 = cur.trim_end_matches('.').parse().unwrap_or(0.0);
            if c == 'k' {
                v *= 1000.0;
            }
            nums.push(v);
            cur.clear();
        }
    }
    if !cur.is_empty() {
        nums.push(cur.trim_end_matches('.').parse().unwrap_or(0.0));
    }
    nums.retain(|v| *v > 0.0);
    if nums.is_empty() {
        return none;
    }
    let scale = |v: f64| -> i64 {
        let v = if crore {
            v * 1e7
        } else if lakh && v < 1000.0 {
            v * 1e5
        } else {
            v
        };
        v.round() as i64
    };
    let min = scale(nums[0]);
    let max = nums.get(1).map(|v| scale(*v));
    let freq = if monthly {
        SalaryFrequency::PerMonth
    } else {
        SalaryFrequency::PerYear
    };
    match max {
        Some(max) if max > min => (Some(min), Some(max), freq),
        _ => (Some(min), None, freq),
    }
}

/// A feed's job type: Internship, Part-Time, Freelance (contracts too) or Full-Time.
pub fn job_type(text: &str, title: &str) -> JobType {
    let t = normalise(&format!("{text} {title}"));
    let has = |ws: &[&str]| t.split(' ').any(|w| ws.contains(&w));
    if has(&["intern", "interns", "internship", "apprentice", "trainee"]) {
        JobType::Internship
    } else if t.contains("part time") || has(&["parttime"]) {
        JobType::PartTime
    } else if ["freelance", "contract", "contractor", "temporary"]
        .iter()
        .any(|w| t.split(' ').any(|x| x == *w))
    {
        JobType::Freelance
    } else {
        JobType::FullTime
    }
}

/// The spec's category of a posting: the feed's when it is one, else guessed from the title.
pub fn category(given: &str, title: &str) -> Category {
    if let Some(c) = Category::ALL
        .into_iter()
        .find(|c| c.as_str().eq_ignore_ascii_case(given.trim()))
    {
        return c;
    }
    let t = format!(" {} ", normalise(title));
    let has = |ws: &[&str]| ws.iter().any(|w| t.contains(&format!(" {w}")));
    if has(&["qa", "sdet", "test", "quality"]) {
        Category::QualityAssurance
    } else if has(&[
        "data scien",
        "machine learning",
        "ml ",
        "data analy",
        "analytics",
        "ai ",
    ]) {
        Category::DataScience
    } else if has(&["android", "ios", "mobile", "flutter", "react native"]) {
        Category::MobileDevelopment
    } else if has(&["frontend", "front end", "web developer", "ui developer"]) {
        Category::WebDevelopment
    } else if has(&["ux", "ui ", "product design", "designer"]) {
        Category::UIUXDesign
    } else if has(&[
        "engineer",
        "developer",
        "sde",
        "devops",
        "sre",
        "architect",
        "programmer",
    ]) {
        Category::Engineering
    } else if has(&[
        "account executive",
        "sales",
        "sdr",
        "bdr",
        "account manager",
    ]) {
        Category::Sales
    } else if has(&["business development", "bde", "partnership"]) {
        Category::BusinessDevelopment
    } else if has(&[
        "accountant",
        "finance",
        "audit",
        "tax",
        "payroll",
        "controller",
    ]) {
        Category::AccountingFinance
    } else if has(&["recruit", "talent", "hr", "human resource", "people"]) {
        Category::HumanResource
    } else if has(&["marketing", "seo", "growth", "brand"]) {
        Category::Marketing
    } else if has(&["writer", "content", "editor"]) {
        Category::ContentWriting
    } else if has(&["support", "customer", "success", "service"]) {
        Category::CustomerService
    } else if has(&[
        "product manager",
        "program manager",
        "project manager",
        "scrum",
    ]) {
        Category::ProjectManagement
    } else if has(&["legal", "counsel", "lawyer", "compliance"]) {
        Category::Legal
    } else if has(&[
        "driver",
        "delivery",
        "logistics",
        "warehouse",
        "supply chain",
    ]) {
        Category::LogisticsAndSupplyChain
    } else if has(&["operations", "ops"]) {
        Category::Operations
    } else {
        Category::Other
    }
}

/// The posting date, or `now` when missing or unreadable (never in the future).
pub fn posted(text: &str, now: DateTime<Utc>) -> DateTime<Utc> {
    let t = text.trim();
    let parsed = DateTime::parse_from_rfc3339(t)
        .map(|d| d.with_timezone(&Utc))
        .ok()
        .or_else(|| {
            NaiveDate::parse_from_str(t.get(..10).unwrap_or(t), "%Y-%m-%d")
                .ok()
                .and_then(|d| d.and_hms_opt(0, 0, 0))
                .map(|d| d.and_utc())
        });
    parsed.filter(|d| *d <= now).unwrap_or(now)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(text: &str) -> (Option<(String, String)>, &'static str) {
        let l = location(text);
        (l.place, l.work_mode.as_str())
    }

    fn salary(text: &str) -> (Option<i64>, Option<i64>, &'static str) {
        let (min, max, frequency) = super::salary(text);
        (min, max, frequency.as_str())
    }

    fn job_type(text: &str, title: &str) -> &'static str {
        super::job_type(text, title).as_str()
    }

    fn category(given: &str, title: &str) -> &'static str {
        super::category(given, title).as_str()
    }

    fn at(city: &str, state: &str) -> Option<(String, String)> {
        Some((city.to_string(), state.to_string()))
    }

    #[test]
    fn free_text_locations_are_placed() {
        assert_eq!(
            place("Hybrid - Bangalore, India"),
            (at("Bengaluru", "Karnataka"), "Hybrid")
        );
        assert_eq!(place("IN-Pune"), (at("Pune", "Maharashtra"), "On-site"));
        assert_eq!(
            place("Bengaluru, Karnataka"),
            (at("Bengaluru", "Karnataka"), "On-site")
        );
        assert_eq!(place("Remote - India"), (None, "Remote"));
        assert_eq!(
            place("Gurgaon/Noida"),
            (at("Gurugram", "Haryana"), "On-site")
        );
        assert_eq!(
            place("Bengaluru, KA, IND"),
            (at("Bengaluru", "Karnataka"), "On-site")
        );
        assert_eq!(
            place("Mumbai Office"),
            (at("Mumbai", "Maharashtra"), "On-site")
        );
        assert_eq!(
            place("Remote, Hyderabad"),
            (at("Hyderabad", "Telangana"), "Remote")
        );
        assert_eq!(place("Karnataka"), (at("", "Karnataka"), "On-site"));
        assert_eq!(place("London, UK"), (None, "On-site"));
    }

    #[test]
    fn salaries_in_rupees() {
        assert_eq!(
            salary("₹6,00,000 - ₹9,00,000 per year"),
            (Some(600_000), Some(900_000), "per year")
        );
        assert_eq!(
            salary("6-9 LPA"),
            (Some(600_000), Some(900_000), "per year")
        );
        assert_eq!(
            salary("25k-30k/month"),
            (Some(25_000), Some(30_000), "per month")
        );
        assert_eq!(salary("$120,000"), (None, None, "per year"));
        assert_eq!(salary("Competitive"), (None, None, "per year"));
    }

    #[test]
    fn types_and_categories() {
        assert_eq!(job_type("", "Software Engineering Intern"), "Internship");
        assert_eq!(job_type("", "Internal Audit - Data Analytics"), "Full-Time");
        assert_eq!(job_type("Part time", "Tutor"), "Part-Time");
        assert_eq!(job_type("Full-time", "Accountant"), "Full-Time");
        assert_eq!(category("", "SDET II"), "Quality Assurance");
        assert_eq!(category("", "Senior Accountant"), "Accounting/Finance");
        assert_eq!(category("sales", "x"), "Sales");
    }
}
