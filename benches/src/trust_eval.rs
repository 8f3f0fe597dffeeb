//! `kaamsetu-bench trust`: the scam-risk check (`kaamsetu-trust`) on the judged postings of
//! `benches/trust/postings.jsonl` (60 scam-like and 60 honest Indian postings, judged before the
//! rules were written): precision and recall of what it stops (held or refused), what it
//! refuses, and the honest blue-collar postings it holds (the goal: none). The table is kept in
//! `benches/RESULTS.md`.

use std::path::Path;

use anyhow::Context;
use kaamsetu_trust::{Decision, Posting, Rules};
use serde::Deserialize;

/// One judged posting.
#[derive(Debug, Deserialize)]
pub struct Judged {
    pub id: String,
    pub label: String,
    pub title: String,
    pub company: String,
    pub employer_email: String,
    pub category: String,
    pub is_blue_collar: bool,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: String,
    pub description: String,
}

impl Judged {
    fn scam(&self) -> bool {
        self.label == "scam"
    }

    /// The highest monthly pay offered.
    fn max_monthly(&self) -> Option<i64> {
        let top = self.salary_max.or(self.salary_min)?;
        Some(if self.salary_frequency == "per year" {
            top / 12
        } else {
            top
        })
    }

    pub fn posting(&self) -> Posting<'_> {
        Posting {
            title: &self.title,
            company: &self.company,
            description: &self.description,
            employer_email: &self.employer_email,
            verified: false,
            is_blue_collar: self.is_blue_collar,
            max_monthly_salary: self.max_monthly(),
        }
    }
}

/// Reads the judged postings (JSON lines); a bad line is an error naming it.
pub fn read(path: &Path) -> anyhow::Result<Vec<Judged>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let j: Judged = serde_json::from_str(l)
                .with_context(|| format!("{} line {}", path.display(), i + 1))?;
            anyhow::ensure!(
                j.label == "scam" || j.label == "honest",
                "{} line {}: label {:?}",
                path.display(),
                i + 1,
                j.label
            );
            Ok(j)
        })
        .collect()
}

/// The check's figures over the judged postings.
#[derive(Debug, Default)]
pub struct Figures {
    pub scams: usize,
    pub honest: usize,
    /// Scams held or refused.
    pub scams_stopped: usize,
    pub scams_refused: usize,
    /// Honest postings held or refused.
    pub honest_stopped: usize,
    pub honest_refused: usize,
    pub honest_blue_collar: usize,
    pub honest_blue_collar_held: usize,
    /// The ids judged one way and decided the other.
    pub missed: Vec<String>,
    pub false_alarms: Vec<String>,
}

impl Figures {
    pub fn precision(&self) -> f64 {
        let stopped = self.scams_stopped + self.honest_stopped;
        if stopped == 0 {
            0.0
        } else {
            self.scams_stopped as f64 / stopped as f64
        }
    }

    pub fn recall(&self) -> f64 {
        self.scams_stopped as f64 / self.scams.max(1) as f64
    }
}

/// Runs the check on every judged posting.
pub fn evaluate(rules: &Rules, judged: &[Judged]) -> Figures {
    let mut f = Figures::default();
    for j in judged {
        let d = rules.assess(&j.posting()).decision;
        let stopped = d != Decision::Publish;
        if j.scam() {
            f.scams += 1;
            f.scams_stopped += usize::from(stopped);
            f.scams_refused += usize::from(d == Decision::Refuse);
            if !stopped {
                f.missed.push(j.id.clone());
            }
        } else {
            f.honest += 1;
            f.honest_stopped += usize::from(stopped);
            f.honest_refused += usize::from(d == Decision::Refuse);
            if stopped {
                f.false_alarms.push(j.id.clone());
            }
            if j.is_blue_collar {
                f.honest_blue_collar += 1;
                f.honest_blue_collar_held += usize::from(stopped);
            }
        }
    }
    f
}

/// The markdown table, a row per table of postings.
pub fn markdown(rows: &[(String, Figures)]) -> String {
    let mut s = String::from(
        "| table | postings | stopped (held or refused) | refused | precision | recall | honest blue-collar held |\n\
         |---|---|---:|---:|---:|---:|---:|\n",
    );
    for (name, f) in rows {
        s += &row(name, f);
    }
    s
}

fn row(name: &str, f: &Figures) -> String {
    format!(
        "| {name} | {} scam-like, {} honest | {} of the scams, {} of the honest | {} of the scams, {} of the honest | {:.1} % | {:.1} % | {} of {} |\n",
        f.scams,
        f.honest,
        f.scams_stopped,
        f.honest_stopped,
        f.scams_refused,
        f.honest_refused,
        f.precision() * 100.0,
        f.recall() * 100.0,
        f.honest_blue_collar_held,
        f.honest_blue_collar,
    )
}

/// Prints the table (a row per file of judged postings) and what was decided wrongly; keeps
/// the table in `out` (unless `-`).
pub fn run(postings: &[std::path::PathBuf], out: &str) -> anyhow::Result<()> {
    let rules = Rules::default_rules();
    let mut rows = Vec::new();
    for path in postings {
        let f = evaluate(&rules, &read(path)?);
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        for id in &f.missed {
            eprintln!("trust: {name}: missed scam {id}");
        }
        for id in &f.false_alarms {
            eprintln!("trust: {name}: stopped honest {id}");
        }
        rows.push((name, f));
    }
    let table = markdown(&rows);
    println!("\n{table}");
    if out != "-" {
        crate::report::keep_marked(
            Path::new(out),
            "## Scam-risk check (issue 29)",
            "`kaamsetu-bench trust`: the rules of `trust/rules.toml` on the judged postings of \
             `benches/trust/`. Stopped: held for review or refused.",
            "kaamsetu_trust",
            &table,
        )?;
        eprintln!("trust: table kept in {out}");
    }
    Ok(())
}
