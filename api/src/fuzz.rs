//! Random input for the edge parsers: the job form, the profile and the search
//! query. Each gets generated values of every JSON kind — control characters, unicode, huge,
//! negative and fractional numbers, nested arrays and objects — for a bounded time
//! (`KAAMSETU_FUZZ_SECS`, default 2 s per parser), and must answer Ok or a 4xx, never panic;
//! parsed searches then run against a real index with unmerged deletions. The generator is
//! seeded (`KAAMSETU_FUZZ_SEED`, printed on failure), so a failure can be repeated.

use std::{
    panic::{AssertUnwindSafe, catch_unwind},
    time::{Duration, Instant},
};

use chrono::Utc;
use kaamsetu_search::{
    catalog,
    index::{self, SearchIndex, Writer},
    schema::JobRecord,
};
use serde_json::{Map, Value, json};
use uuid::Uuid;

use crate::{
    domain::Role, job_input::JobBody, profile_input::ProfileBody, routes::search::SearchQuery,
};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

const WORDS: &[&str] = &[
    "",
    " ",
    "Driver",
    "Pune",
    "Maharashtra",
    "Full-Time",
    "Remote",
    "Both",
    "Yes",
    "No",
    "per month",
    "per year",
    "fresher",
    "experienced",
    "Engineering",
    "0",
    "-1",
    "1e9",
    "99999999999999999999",
    "NaN",
    "null",
    "true",
    "₹",
    "नौकरी",
    "🚚",
    "a,b,,c",
    "\t",
    "\n",
    "\u{0}",
    "\u{1b}[31m",
    "\u{7}",
    "\u{85}",
    "\u{202e}",
    "<script>",
    "'; drop table jobs;--",
    "9876543210",
    "+91 98765 43210",
    "a@b.in",
];

fn string(r: &mut Rng) -> String {
    let mut s = String::new();
    for _ in 0..r.below(4) {
        s.push_str(r.pick(WORDS));
    }
    if r.below(8) == 0 {
        for _ in 0..r.below(300) {
            s.push(char::from_u32(r.below(0x11_0000) as u32).unwrap_or('\u{fffd}'));
        }
    }
    if r.below(20) == 0 {
        s.push_str(&"x".repeat(r.below(20_000)));
    }
    s
}

fn value(r: &mut Rng, depth: usize) -> Value {
    match r.below(if depth > 2 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => json!(r.below(2) == 0),
        2 => json!(r.next() as i64),
        3 => json!([0, 1, -1, 500, 100_000, i64::MAX, i64::MIN][r.below(7)]),
        4 => json!(f64::from_bits(r.next())).clone(),
        5 => Value::String(string(r)),
        6 => Value::Array((0..r.below(5)).map(|_| value(r, depth + 1)).collect()),
        _ => {
            let mut m = Map::new();
            for _ in 0..r.below(4) {
                m.insert(string(r), value(r, depth + 1));
            }
            Value::Object(m)
        }
    }
}

/// An object with some of `fields`, each a random value (strings most of the time).
fn body(r: &mut Rng, fields: &[&str]) -> Value {
    let mut m = Map::new();
    for f in fields {
        if r.below(4) > 0 {
            let v = if r.below(2) == 0 {
                Value::String(string(r))
            } else {
                value(r, 0)
            };
            m.insert((*f).to_string(), v);
        }
    }
    Value::Object(m)
}

fn budget() -> Duration {
    let secs = std::env::var("KAAMSETU_FUZZ_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0);
    Duration::from_secs_f64(secs)
}

fn seed() -> u64 {
    std::env::var("KAAMSETU_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| Utc::now().timestamp_nanos_opt().unwrap_or(1) as u64 | 1)
}

/// Runs `one` on generated input until the budget is spent; a panic names the seed and input.
fn fuzz(name: &str, mut one: impl FnMut(&mut Rng) -> String) -> usize {
    let seed = seed();
    let mut r = Rng(seed);
    let (start, budget) = (Instant::now(), budget());
    let mut n = 0;
    while start.elapsed() < budget || n < 200 {
        let mut input = String::new();
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            input = one(&mut r);
        }));
        assert!(
            outcome.is_ok(),
            "{name} panicked (KAAMSETU_FUZZ_SEED={seed}, case {n}): {input}"
        );
        n += 1;
    }
    n
}

const JOB_FIELDS: &[&str] = &[
    "title",
    "state",
    "location",
    "category",
    "type",
    "workMode",
    "description",
    "requirements",
    "salaryMin",
    "salaryMax",
    "salaryFrequency",
    "gender",
    "isBlueCollar",
    "openPositions",
];

const PROFILE_FIELDS: &[&str] = &[
    "name",
    "email",
    "avatar",
    "phone",
    "location",
    "resume",
    "skills",
    "status",
    "yearsOfExperience",
    "educationQualification",
    "createdAt",
    "company",
    "companyName",
    "companyDesc",
    "companyLogo",
    "companyLocation",
    "industry",
];

const SEARCH_FIELDS: &[&str] = &[
    "page",
    "limit",
    "keyword",
    "location",
    "minSalary",
    "maxSalary",
    "type",
    "workMode",
    "category",
    "gender",
    "isBlueCollar",
    "sort",
    "order",
    "facets",
    "userId",
];

#[test]
fn the_job_form_parser_never_panics() {
    let mut ok = 0;
    let n = fuzz("JobBody::parse", |r| {
        let v = body(r, JOB_FIELDS);
        let text = v.to_string();
        if let Ok(b) = serde_json::from_value::<JobBody>(v)
            && let Ok(job) = b.parse()
        {
            ok += 1;
            assert!(catalog::STATES.contains(&job.state.as_str()), "{job:?}");
            assert!(
                job.salary_min >= 0 && job.salary_max >= job.salary_min,
                "{job:?}"
            );
        }
        text
    });
    assert!(n >= 200, "{n} cases");
    let _ = ok;
}

#[test]
fn the_profile_parser_never_panics() {
    let current = crate::profile_input::tests::current();
    let n = fuzz("ProfileBody::apply", |r| {
        let v = body(r, PROFILE_FIELDS);
        let text = v.to_string();
        let role = if r.below(2) == 0 {
            Role::Jobseeker
        } else {
            Role::Employer
        };
        if let Ok(b) = serde_json::from_value::<ProfileBody>(v)
            && let Ok(p) = b.apply(role, "a@b.in", &current)
        {
            assert!(p.years_of_experience.is_none_or(|y| y >= 0), "{p:?}");
        }
        text
    });
    assert!(n >= 200, "{n} cases");
}

/// A job for tests of this crate.
pub(crate) fn sample_job() -> JobRecord {
    job(1)
}

fn job(n: u128) -> JobRecord {
    JobRecord {
        id: Uuid::from_u128(n),
        employer_id: Uuid::from_u128(999),
        title: ["Truck Driver", "Software Engineer", "Data Entry Operator"][n as usize % 3].into(),
        state: catalog::IndianState::Maharashtra,
        location: "Pune".into(),
        category: catalog::Category::ALL[n as usize % 43],
        job_type: catalog::JobType::ALL[n as usize % 4],
        work_mode: catalog::WorkMode::ALL[n as usize % 3],
        description: "Work needed at our office.".into(),
        requirements: String::new(),
        salary_min: Some(15_000),
        salary_max: Some(30_000),
        salary_frequency: catalog::SalaryFrequency::PerMonth,
        gender: catalog::Gender::Both,
        is_blue_collar: n.is_multiple_of(2),
        open_positions: 1,
        is_closed: false,
        created_at: Utc::now(),
        updated_at: Utc::now(),
        employer_name: "Owner".into(),
        company_name: Some("Sagar Logistics".into()),
        company_logo: None,
        application_count: 0,
        is_removed: false,
        review: Default::default(),
        company_verified: false,
    }
}

#[test]
fn the_search_query_parser_never_panics_and_its_searches_answer() {
    // A real index with deletions no merge has removed.
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, ix) = index::create_generation(dir.path()).unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let mut w = Writer::new(ix, 50_000_000).unwrap();
    for n in 0..30 {
        w.upsert(&job(n)).unwrap();
    }
    w.commit().unwrap();
    for n in 0..5 {
        w.delete(Uuid::from_u128(n));
    }
    w.commit().unwrap();
    let idx = SearchIndex::new(dir.path());
    idx.reload().unwrap();
    let snap = idx.snapshot().unwrap().unwrap();

    let mut searched = 0;
    let n = fuzz("SearchQuery::parse", |r| {
        // One case in three is an ordinary search, so parsed searches always reach the index.
        let mut v = if r.below(3) == 0 {
            json!({ "keyword": r.pick(&["Driver", "sales", "software engineer", ""]),
                    "location": r.pick(&["Pune", "Maharashtra", ""]) })
        } else {
            body(r, SEARCH_FIELDS)
        };
        // The query string only ever holds strings.
        if let Value::Object(m) = &mut v {
            for x in m.values_mut() {
                if !x.is_string() {
                    *x = Value::String(x.to_string());
                }
            }
        }
        let text = v.to_string();
        let q: SearchQuery = serde_json::from_value(v).expect("strings only");
        if let Ok(req) = q.parse() {
            snap.search(&req).expect("a parsed search answers");
            searched += 1;
        }
        text
    });
    assert!(n >= 200, "{n} cases");
    assert!(searched > 0, "some generated searches were valid");
}
