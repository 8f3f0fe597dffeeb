//! The scam-risk check of a job posting (issue 29). A rules table (`rules.toml`, extended by ops
//! with a file of the same shape) gives each signal of a fake job a weight: money asked of job
//! seekers, a payment handle, task or daily-payout work, contact only on Telegram or WhatsApp,
//! a promised job without selection, home packing work, earnings far beyond the work, a phone
//! number in the text, a well-known brand posted from a free e-mail address, a salary far above
//! what the role pays. Their sum decides: publish, hold for review, or refuse.

use std::collections::BTreeSet;

use anyhow::Context;
use regex::{Regex, RegexBuilder};
use serde::Deserialize;

/// The table that ships with KaamSetu.
pub const DEFAULT_RULES: &str = include_str!("../rules.toml");

/// What the check reads of a posting.
#[derive(Clone, Debug, Default)]
pub struct Posting<'a> {
    pub title: &'a str,
    pub company: &'a str,
    pub description: &'a str,
    /// The employer's sign-in e-mail (its domain: company or free mail).
    pub employer_email: &'a str,
    /// The employer confirmed an address at its company's own domain: a brand it names is its
    /// own.
    pub verified: bool,
    pub is_blue_collar: bool,
    /// The highest pay offered, in rupees a month (a yearly salary divided by 12).
    pub max_monthly_salary: Option<i64>,
}

/// What the check decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Publish,
    /// Saved but not searchable until an admin approves it.
    Hold,
    /// Not saved: the employer is told what to remove.
    Refuse,
}

/// One signal found, with what the employer reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    pub id: String,
    pub weight: u32,
    pub reason: String,
}

/// The check's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assessment {
    pub score: u32,
    pub decision: Decision,
    /// The signals found, heaviest first.
    pub signals: Vec<Signal>,
}

impl Assessment {
    /// The reasons, one per signal, heaviest first.
    pub fn reasons(&self) -> Vec<String> {
        self.signals.iter().map(|s| s.reason.clone()).collect()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    hold_at: Option<u32>,
    refuse_at: Option<u32>,
    #[serde(default)]
    rule: Vec<RuleSpec>,
    brand_weight: Option<u32>,
    brand_reason: Option<String>,
    #[serde(default)]
    brands: Vec<String>,
    #[serde(default)]
    free_mail: Vec<String>,
    salary_weight: Option<u32>,
    salary_reason: Option<String>,
    blue_collar_max_monthly: Option<i64>,
    #[serde(default)]
    salary_cap: Vec<SalaryCap>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleSpec {
    id: String,
    weight: u32,
    reason: String,
    patterns: Vec<String>,
    #[serde(default)]
    unless: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SalaryCap {
    words: Vec<String>,
    max_monthly: i64,
}

struct Rule {
    id: String,
    weight: u32,
    reason: String,
    patterns: Vec<Regex>,
    unless: Vec<Regex>,
}

/// The rules, compiled.
pub struct Rules {
    hold_at: u32,
    refuse_at: u32,
    rules: Vec<Rule>,
    brand_weight: u32,
    brand_reason: String,
    brands: Vec<String>,
    free_mail: BTreeSet<String>,
    salary_weight: u32,
    salary_reason: String,
    blue_collar_max_monthly: Option<i64>,
    salary_caps: Vec<SalaryCap>,
}

/// How many characters before a match its `unless` patterns read.
const UNLESS_WINDOW: usize = 40;

fn regex(p: &str, what: &str) -> anyhow::Result<Regex> {
    RegexBuilder::new(p)
        .case_insensitive(true)
        .build()
        .with_context(|| format!("{what}: bad pattern {p:?}"))
}

impl Rules {
    /// The table that ships with KaamSetu.
    pub fn default_rules() -> Self {
        Self::parse(&[DEFAULT_RULES]).expect("rules.toml is valid")
    }

    /// The shipped table (`DEFAULT_RULES`) extended by ops' files, in order: their rules (one
    /// of the same id replaces the earlier), brands, free-mail domains and salary caps are
    /// added; their thresholds and weights replace.
    pub fn parse(files: &[&str]) -> anyhow::Result<Self> {
        let mut r = Rules {
            hold_at: 4,
            refuse_at: 10,
            rules: Vec::new(),
            brand_weight: 0,
            brand_reason: String::new(),
            brands: Vec::new(),
            free_mail: BTreeSet::new(),
            salary_weight: 0,
            salary_reason: String::new(),
            blue_collar_max_monthly: None,
            salary_caps: Vec::new(),
        };
        for (i, text) in files.iter().enumerate() {
            let f: RuleFile =
                toml::from_str(text).with_context(|| format!("trust rules file {}", i + 1))?;
            r.hold_at = f.hold_at.unwrap_or(r.hold_at);
            r.refuse_at = f.refuse_at.unwrap_or(r.refuse_at);
            anyhow::ensure!(
                r.hold_at > 0 && r.hold_at <= r.refuse_at,
                "hold_at must be above 0 and at most refuse_at"
            );
            for spec in f.rule {
                let what = format!("rule {}", spec.id);
                anyhow::ensure!(!spec.patterns.is_empty(), "{what}: no patterns");
                r.rules.retain(|x| x.id != spec.id);
                r.rules.push(Rule {
                    patterns: spec
                        .patterns
                        .iter()
                        .map(|p| regex(p, &what))
                        .collect::<anyhow::Result<_>>()?,
                    unless: spec
                        .unless
                        .iter()
                        .map(|p| regex(p, &what))
                        .collect::<anyhow::Result<_>>()?,
                    id: spec.id,
                    weight: spec.weight,
                    reason: spec.reason,
                });
            }
            r.brand_weight = f.brand_weight.unwrap_or(r.brand_weight);
            r.brand_reason = f.brand_reason.unwrap_or(r.brand_reason);
            r.brands.extend(f.brands.iter().map(|b| normalize(b)));
            r.free_mail
                .extend(f.free_mail.iter().map(|d| d.trim().to_lowercase()));
            r.salary_weight = f.salary_weight.unwrap_or(r.salary_weight);
            r.salary_reason = f.salary_reason.unwrap_or(r.salary_reason);
            r.blue_collar_max_monthly = f.blue_collar_max_monthly.or(r.blue_collar_max_monthly);
            r.salary_caps.extend(f.salary_cap.into_iter().map(|mut c| {
                c.words = c.words.iter().map(|w| normalize(w)).collect();
                c
            }));
        }
        Ok(r)
    }

    /// Whether an e-mail address is at a free-mail domain.
    pub fn is_free_mail(&self, email: &str) -> bool {
        email
            .rsplit_once('@')
            .is_some_and(|(_, d)| self.free_mail.contains(&d.trim().to_lowercase()))
    }

    /// Checks a posting.
    pub fn assess(&self, p: &Posting) -> Assessment {
        let text = normalize(&format!("{}. {}. {}", p.title, p.company, p.description));
        let mut signals: Vec<Signal> = Vec::new();
        for rule in &self.rules {
            if rule.patterns.iter().any(|re| {
                re.find_iter(&text).any(|m| {
                    let before = window_before(&text, m.start());
                    !rule.unless.iter().any(|u| u.is_match(before))
                })
            }) {
                signals.push(Signal {
                    id: rule.id.clone(),
                    weight: rule.weight,
                    reason: rule.reason.clone(),
                });
            }
        }
        let named = normalize(&format!("{} {}", p.title, p.company));
        if self.brand_weight > 0
            && !p.verified
            && self.is_free_mail(p.employer_email)
            && self.brands.iter().any(|b| has_words(&named, b))
        {
            signals.push(Signal {
                id: "brand_free_mail".into(),
                weight: self.brand_weight,
                reason: self.brand_reason.clone(),
            });
        }
        if self.salary_weight > 0
            && let Some(pay) = p.max_monthly_salary
        {
            let title = normalize(p.title);
            let cap = self
                .salary_caps
                .iter()
                .filter(|c| c.words.iter().any(|w| has_words(&title, w)))
                .map(|c| c.max_monthly)
                .min()
                .or(self.blue_collar_max_monthly.filter(|_| p.is_blue_collar));
            if cap.is_some_and(|cap| pay > cap) {
                signals.push(Signal {
                    id: "salary_far_above".into(),
                    weight: self.salary_weight,
                    reason: self.salary_reason.clone(),
                });
            }
        }
        signals.sort_by(|a, b| b.weight.cmp(&a.weight).then(a.id.cmp(&b.id)));
        let score = signals.iter().map(|s| s.weight).sum();
        let decision = if score >= self.refuse_at {
            Decision::Refuse
        } else if score >= self.hold_at {
            Decision::Hold
        } else {
            Decision::Publish
        };
        Assessment {
            score,
            decision,
            signals,
        }
    }
}

/// Lowercase, one space between words.
fn normalize(s: &str) -> String {
    s.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `phrase` is in `text` as whole words.
fn has_words(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The few characters before byte `at` (on a character boundary).
fn window_before(text: &str, at: usize) -> &str {
    let mut start = at.saturating_sub(UNLESS_WINDOW);
    while !text.is_char_boundary(start) {
        start += 1;
    }
    &text[start..at]
}
