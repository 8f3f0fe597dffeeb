//! Search quality on judged queries: relevance rules written before any engine ran
//! (`benches/quality/*.judged`), evaluated over a catalogue so every query knows its relevant
//! jobs (R of them); then success@10 (at least 80 % of the top min(10, R) relevant), the
//! zero-result rate and mean R-precision of an engine's rankings.

use std::collections::{HashMap, HashSet};

use anyhow::{Context, bail};
use kaamsetu_search::schema::JobRecord;
use uuid::Uuid;

/// One judged query: the keyword, the location box (after " @ "), the other parameters of
/// `GET /api/jobs` (after " ? ", a query string), and its rule.
#[derive(Clone, Debug)]
pub struct Judged {
    pub line: usize,
    pub keyword: String,
    pub location: Option<String>,
    /// `name=value` pairs as `GET /api/jobs` takes them (`gender=Female&radiusKm=25`).
    pub params: Vec<(String, String)>,
    pub rule: Vec<Vec<Term>>,
}

/// `[-]field:value|value…`
#[derive(Clone, Debug)]
pub struct Term {
    pub negated: bool,
    pub field: Field,
    pub values: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Title,
    Company,
    City,
    State,
    Mode,
    Type,
    Category,
    Gender,
    /// `Place~km`: the job's city lies within km of the place (great-circle, the places
    /// dataset's coordinates).
    Near,
}

/// Great-circle distance in km.
fn km_between((lat1, lon1): (f64, f64), (lat2, lon2): (f64, f64)) -> f64 {
    let (p1, p2) = (lat1.to_radians(), lat2.to_radians());
    let dp = p2 - p1;
    let dl = (lon2 - lon1).to_radians();
    let a = (dp / 2.0).sin().powi(2) + p1.cos() * p2.cos() * (dl / 2.0).sin().powi(2);
    6371.0 * 2.0 * a.sqrt().asin()
}

/// Whether the job's city is within `value`'s km of its place (`Pune~50`).
fn near(job: &JobRecord, value: &str) -> bool {
    let places = kaamsetu_search::places::places();
    let Some((place, km)) = value.rsplit_once('~') else {
        return false;
    };
    let (Some(at), Ok(km)) = (places.canonical_city(place), km.trim().parse::<f64>()) else {
        return false;
    };
    places
        .canonical_city(&job.city())
        .is_some_and(|c| km_between((c.lat, c.lon), (at.lat, at.lon)) <= km)
}

/// Words of a title as the rules see them: lowercase, letters, digits, `+`, `#`, `.` and `/`
/// kept (C++, C#, .NET, UI/UX), every other character a space.
fn title_words(title: &str) -> String {
    let cleaned: String = title
        .to_lowercase()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "+#./".contains(c) {
                c
            } else {
                ' '
            }
        })
        .collect();
    let words: Vec<&str> = cleaned
        .split_whitespace()
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty())
        .collect();
    format!(" {} ", words.join(" "))
}

impl Term {
    fn holds(&self, job: &JobRecord, title: &str) -> bool {
        let any = self.values.iter().any(|v| match self.field {
            Field::Title => {
                let v = v.to_lowercase();
                if let Some(prefix) = v.strip_suffix('*') {
                    title.contains(&format!(" {prefix}"))
                } else {
                    title.contains(&format!(" {v} "))
                }
            }
            Field::Company => job.company().eq_ignore_ascii_case(v),
            Field::City => job.city().eq_ignore_ascii_case(v),
            Field::State => job.state.as_str().eq_ignore_ascii_case(v),
            Field::Mode => job.work_mode.as_str().eq_ignore_ascii_case(v),
            Field::Type => job.job_type.as_str().eq_ignore_ascii_case(v),
            Field::Category => job.category.as_str().eq_ignore_ascii_case(v),
            Field::Gender => job.gender.as_str().eq_ignore_ascii_case(v),
            Field::Near => near(job, v),
        });
        any != self.negated
    }
}

impl Judged {
    /// Whether a careful person would accept `job` for this query.
    pub fn relevant(&self, job: &JobRecord) -> bool {
        let title = title_words(&job.title);
        self.rule
            .iter()
            .any(|alt| alt.iter().all(|t| t.holds(job, &title)))
    }
}

/// Splits at spaces, keeping "quoted phrases" whole (quotes dropped).
fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Reads a judged file (format in its header).
pub fn parse(text: &str) -> anyhow::Result<Vec<Judged>> {
    let mut sets: HashMap<String, Vec<String>> = HashMap::new();
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(def) = line.strip_prefix('@') {
            let (name, values) = def
                .split_once('=')
                .with_context(|| format!("line {}: a set needs =", i + 1))?;
            sets.insert(
                name.trim().to_string(),
                values.split('|').map(|v| v.trim().to_string()).collect(),
            );
            continue;
        }
        let (query, rule) = line
            .split_once("=>")
            .with_context(|| format!("line {}: no =>", i + 1))?;
        let (query, params) = match query.split_once(" ? ") {
            Some((q, p)) => (q, read_params(p.trim(), i + 1)?),
            None => (query, vec![]),
        };
        let (keyword, location) = match query.split_once(" @ ") {
            Some((k, l)) => (k.trim().to_string(), Some(l.trim().to_string())),
            None => (query.trim().to_string(), None),
        };
        let mut alts = Vec::new();
        for alt in rule.split("||") {
            let mut terms = Vec::new();
            for tok in tokens(alt) {
                let (negated, tok) = match tok.strip_prefix('-') {
                    Some(t) => (true, t.to_string()),
                    None => (false, tok),
                };
                let (field, value) = tok
                    .split_once(':')
                    .with_context(|| format!("line {}: {tok:?} is not field:value", i + 1))?;
                let field = match field {
                    "title" => Field::Title,
                    "company" => Field::Company,
                    "city" => Field::City,
                    "state" => Field::State,
                    "mode" => Field::Mode,
                    "type" => Field::Type,
                    "cat" => Field::Category,
                    "gender" => Field::Gender,
                    "near" => Field::Near,
                    f => bail!("line {}: unknown field {f}", i + 1),
                };
                let values = if let Some(name) = value.strip_prefix('@') {
                    sets.get(name)
                        .with_context(|| format!("line {}: no set @{name}", i + 1))?
                        .clone()
                } else {
                    value.split('|').map(|v| v.trim().to_string()).collect()
                };
                terms.push(Term {
                    negated,
                    field,
                    values,
                });
            }
            if terms.is_empty() {
                bail!("line {}: an empty alternative", i + 1);
            }
            alts.push(terms);
        }
        out.push(Judged {
            line: i + 1,
            keyword,
            location,
            params,
            rule: alts,
        });
    }
    Ok(out)
}

/// `a=b&c=d` → its pairs (no escapes: values are plain words and numbers).
fn read_params(s: &str, line: usize) -> anyhow::Result<Vec<(String, String)>> {
    s.split('&')
        .map(|pair| {
            pair.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .with_context(|| format!("line {line}: {pair:?} is not name=value"))
        })
        .collect()
}

/// What one engine got on one query.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub r: usize,
    pub total: usize,
    /// Relevant among the first min(10, R).
    pub hits_at_10: usize,
    /// Relevant among the first R.
    pub hits_at_r: usize,
}

impl Outcome {
    /// At least 80 % of the top min(10, R) relevant.
    pub fn success(&self) -> bool {
        let k = self.r.min(10);
        k > 0 && self.hits_at_10 * 10 >= k * 8
    }

    pub fn r_precision(&self) -> f64 {
        if self.r == 0 {
            0.0
        } else {
            self.hits_at_r as f64 / self.r as f64
        }
    }
}

/// Scores a ranking (`ranked`: the engine's first max(R, 10) ids, best first).
pub fn outcome(relevant: &HashSet<Uuid>, ranked: &[Uuid], total: usize) -> Outcome {
    let r = relevant.len();
    let k = r.min(10);
    let count = |n: usize| {
        ranked
            .iter()
            .take(n)
            .filter(|id| relevant.contains(id))
            .count()
    };
    Outcome {
        r,
        total,
        hits_at_10: count(k),
        hits_at_r: count(r),
    }
}

/// An engine's figures over a query set.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub queries: usize,
    pub success: usize,
    pub zero: usize,
    pub r_precision: f64,
}

impl Summary {
    pub fn of(outcomes: &[Outcome]) -> Self {
        let n = outcomes.len();
        Summary {
            queries: n,
            success: outcomes.iter().filter(|o| o.success()).count(),
            zero: outcomes.iter().filter(|o| o.total == 0).count(),
            r_precision: outcomes.iter().map(Outcome::r_precision).sum::<f64>() / n.max(1) as f64,
        }
    }

    pub fn success_rate(&self) -> f64 {
        self.success as f64 / self.queries.max(1) as f64
    }

    pub fn zero_rate(&self) -> f64 {
        self.zero as f64 / self.queries.max(1) as f64
    }
}

/// The relevant jobs of each query over a catalogue.
pub fn relevant_sets(queries: &[Judged], jobs: &[JobRecord]) -> Vec<HashSet<Uuid>> {
    queries
        .iter()
        .map(|q| {
            jobs.iter()
                .filter(|j| q.relevant(j))
                .map(|j| j.id)
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_read_and_judge() {
        let q = parse(
            "@d = driver|cab driver\n\
             driver delhi => title:@d city:Delhi || title:chauffeur\n\
             x @ Pune => -title:\"senior\" type:Internship\n\
             jobs for women @ Delhi NCR ? gender=Female&radiusKm=25 => gender:Female|Both near:Delhi~40\n",
        )
        .unwrap();
        assert_eq!(q.len(), 3);
        assert_eq!(q[1].location.as_deref(), Some("Pune"));
        assert_eq!(q[2].keyword, "jobs for women");
        assert_eq!(q[2].location.as_deref(), Some("Delhi NCR"));
        assert_eq!(
            q[2].params,
            [
                ("gender".into(), "Female".into()),
                ("radiusKm".into(), "25".into())
            ]
        );
        assert!((km_between((28.61, 77.21), (28.46, 77.03)) - 24.0).abs() < 2.0);
        assert_eq!(q[0].rule.len(), 2);
        assert_eq!(
            title_words("Sr. C++ Developer (Node.js)"),
            " sr c++ developer node.js "
        );
        let o = outcome(
            &[Uuid::from_u128(1), Uuid::from_u128(2)]
                .into_iter()
                .collect(),
            &[Uuid::from_u128(1), Uuid::from_u128(3)],
            2,
        );
        assert!(!o.success());
        assert_eq!(o.hits_at_r, 1);
    }
}
