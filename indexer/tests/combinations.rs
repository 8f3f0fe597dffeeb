//! Every filter and every combination of filters (docs/design/search.md "Location",
//! "Filters", "Results") against brute force: over a seeded database of 3,000 jobs, indexed the
//! way production does it (a rebuild, then the outbox drained), each search must return exactly
//! the open jobs that a plain SQL `where` clause written from docs/design/search.md returns.
//!
//! The SQL side knows nothing of the search crate: the city aliases, "Delhi NCR", the gender
//! rule and the salary overlap in monthly rupees are written out here from the design text.

use std::{collections::HashSet, fmt, sync::Arc};

use chrono::{DateTime, TimeZone, Utc};
use kaamsetu_indexer::worker::Indexer;
use kaamsetu_search::{
    catalog,
    index::{SearchIndex, Snapshot},
    query,
    request::{SearchRequest, Sort},
    result::SearchResult,
    schema::JobRecord,
};
use kaamsetu_seed::{self as seed, Progress, SeedParams};
use rand::{
    Rng, SeedableRng,
    seq::{IndexedRandom, SliceRandom},
};
use rand_chacha::ChaCha8Rng;
use sqlx::PgPool;
use uuid::Uuid;

const JOBS: usize = 3000;
const EMPLOYERS: usize = 60;
const SEED: u64 = 20_240_601;
/// Rounds over all 2^7 subsets of the filter groups, each with fresh values.
const ROUNDS: usize = 3;
/// More than there are jobs: one request returns every match.
const ALL: usize = 10_000;

/// docs/design/search.md "Location": each city with the other names it goes by (canonical first).
const SAME_PLACE: &[&[&str]] = &[
    &["Bengaluru", "Bangalore"],
    &["Gurugram", "Gurgaon"],
    &["Mumbai", "Bombay"],
    &["Chennai", "Madras"],
    &["Kolkata", "Calcutta"],
    &["Pune", "Poona"],
    &["Thiruvananthapuram", "Trivandrum"],
    &["Kochi", "Cochin"],
    &["Mysuru", "Mysore"],
    &["Vadodara", "Baroda"],
    &["Visakhapatnam", "Vizag"],
    &["Prayagraj", "Allahabad"],
    &["Puducherry", "Pondicherry"],
    &["New Delhi", "Delhi"],
];
/// docs/design/search.md: "Delhi NCR" means these (Delhi by either of its names).
const NCR: &[&str] = &[
    "Delhi",
    "Gurugram",
    "Noida",
    "Greater Noida",
    "Ghaziabad",
    "Faridabad",
];
const NCR_NAMES: &[&str] = &["Delhi NCR", "delhi ncr", "NCR"];

/// The filter groups; a combination is a subset of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    Category,
    Type,
    WorkMode,
    Gender,
    BlueCollar,
    Salary,
    Location,
}
const GROUPS: [Group; 7] = [
    Group::Category,
    Group::Type,
    Group::WorkMode,
    Group::Gender,
    Group::BlueCollar,
    Group::Salary,
    Group::Location,
];

/// How the location is typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// The canonical city, in some letter case.
    City,
    /// "City, State" (the city only).
    CityState,
    /// A state or union territory.
    State,
    /// An older name of the city ("Bangalore").
    Alias,
    /// "Delhi NCR".
    Ncr,
}
const PLACES: [Place; 5] = [
    Place::City,
    Place::CityState,
    Place::State,
    Place::Alias,
    Place::Ncr,
];

/// An open job as PostgreSQL has it.
#[derive(Clone, Debug, sqlx::FromRow)]
struct Job {
    id: Uuid,
    title: String,
    location: String,
    state: String,
    category: String,
    job_type: String,
    work_mode: String,
    gender: String,
    is_blue_collar: bool,
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    salary_frequency: String,
}

impl Job {
    /// Salary bounds in monthly rupees (docs/design/search.md: a yearly salary divided by 12, in whole
    /// rupees as PostgreSQL's integer division gives them); an undisclosed end is open.
    fn monthly(&self) -> Option<(i64, i64)> {
        let m = |v: i64| {
            if self.salary_frequency == "per year" {
                v / 12
            } else {
                v
            }
        };
        match (self.salary_min, self.salary_max) {
            (None, None) => None,
            (lo, hi) => Some((lo.map_or(0, m), hi.map_or(i64::MAX, m))),
        }
    }

    /// The canonical city of the job's location as typed.
    fn city(&self) -> String {
        let first = self.location.split(',').next().unwrap_or("").trim();
        group_of(first).map_or_else(|| first.to_string(), |g| g[0].to_string())
    }
}

/// The names of the place `name` (any case), if it has several.
fn group_of(name: &str) -> Option<&'static [&'static str]> {
    SAME_PLACE
        .iter()
        .copied()
        .find(|g| g.iter().any(|n| n.eq_ignore_ascii_case(name.trim())))
}

/// Every name of a city, lowercased.
fn names_of(city: &str) -> Vec<String> {
    group_of(city).map_or_else(
        || vec![city.trim().to_lowercase()],
        |g| g.iter().map(|n| n.to_lowercase()).collect(),
    )
}

/// Letters and digits, lowercased.
fn key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A SQL string literal.
fn lit(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn lits<S: AsRef<str>>(values: &[S]) -> String {
    values
        .iter()
        .map(|v| lit(v.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A salary amount in monthly rupees, from a column of either frequency.
fn monthly_sql(col: &str) -> String {
    format!("(case when salary_frequency = 'per year' then {col} / 12 else {col} end)")
}

/// One search: the values of the active groups.
#[derive(Clone, Debug, Default)]
struct Filters {
    categories: Vec<String>,
    types: Vec<String>,
    work_modes: Vec<String>,
    gender: Option<&'static str>,
    blue_collar: Option<bool>,
    min_salary: Option<i64>,
    max_salary: Option<i64>,
    location: Option<(Place, String)>,
}

impl Filters {
    fn request(&self, sort: Option<Sort>, offset: usize, limit: usize) -> SearchRequest {
        SearchRequest {
            keyword: None,
            location: self.location.as_ref().map(|(_, l)| l.clone()),
            categories: self.categories.clone(),
            types: self.types.clone(),
            work_modes: self.work_modes.clone(),
            gender: self.gender.map(str::to_string),
            blue_collar: self.blue_collar,
            verified_only: false,
            min_salary: self.min_salary,
            max_salary: self.max_salary,
            radius_km: None,
            near: None,
            sort,
            offset,
            limit,
            exclude: None,
            with_facets: false,
        }
    }

    /// The `where` clause of docs/design/search.md's semantics.
    fn sql(&self) -> String {
        let mut parts = vec!["not is_closed".to_string()];
        if !self.categories.is_empty() {
            parts.push(format!("category in ({})", lits(&self.categories)));
        }
        if !self.types.is_empty() {
            parts.push(format!("type in ({})", lits(&self.types)));
        }
        if !self.work_modes.is_empty() {
            parts.push(format!("work_mode in ({})", lits(&self.work_modes)));
        }
        // Female: open to women (Female or Both); Male likewise; Both: no filter.
        if let Some(g @ ("Male" | "Female")) = self.gender {
            parts.push(format!("gender in ({}, 'Both')", lit(g)));
        }
        if let Some(b) = self.blue_collar {
            parts.push(format!("is_blue_collar = {b}"));
        }
        if self.min_salary.is_some() || self.max_salary.is_some() {
            parts.push("(salary_min is not null or salary_max is not null)".into());
        }
        if let Some(lo) = self.min_salary {
            parts.push(format!(
                "coalesce({}, {}) >= {lo}",
                monthly_sql("salary_max"),
                i64::MAX
            ));
        }
        if let Some(hi) = self.max_salary {
            parts.push(format!(
                "coalesce({}, 0) <= {hi}",
                monthly_sql("salary_min")
            ));
        }
        // Remote alone: remote jobs of every place (the location only ranks them).
        if let Some((_, q)) = &self.location
            && self.work_modes != ["Remote"]
        {
            parts.push(location_sql(q));
        }
        parts.join(" and ")
    }
}

/// docs/design/search.md "Location": "Delhi NCR" its cities; "City, State" that city; otherwise the city of
/// that name (or alias) or the state of that name.
fn location_sql(q: &str) -> String {
    let (cities, states): (Vec<String>, Vec<&str>) = if NCR_NAMES.iter().any(|n| key(n) == key(q)) {
        (NCR.iter().flat_map(|c| names_of(c)).collect(), vec![])
    } else if let Some((city, _)) = q.rsplit_once(',') {
        (names_of(city), vec![])
    } else {
        (
            names_of(q),
            catalog::STATES
                .iter()
                .copied()
                .filter(|s| s.eq_ignore_ascii_case(q.trim()))
                .collect(),
        )
    };
    let city = format!(
        "lower(btrim(split_part(location, ',', 1))) in ({})",
        lits(&cities)
    );
    if states.is_empty() {
        format!("({city})")
    } else {
        format!("({city} or state in ({}))", lits(&states))
    }
}

impl fmt::Display for Filters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if !self.categories.is_empty() {
            parts.push(format!("category={}", self.categories.join(",")));
        }
        if !self.types.is_empty() {
            parts.push(format!("type={}", self.types.join(",")));
        }
        if !self.work_modes.is_empty() {
            parts.push(format!("workMode={}", self.work_modes.join(",")));
        }
        if let Some(g) = self.gender {
            parts.push(format!("gender={g}"));
        }
        if let Some(b) = self.blue_collar {
            parts.push(format!("isBlueCollar={}", if b { "Yes" } else { "No" }));
        }
        if let Some(v) = self.min_salary {
            parts.push(format!("minSalary={v}"));
        }
        if let Some(v) = self.max_salary {
            parts.push(format!("maxSalary={v}"));
        }
        if let Some((kind, q)) = &self.location {
            parts.push(format!("location={q:?} ({kind:?})"));
        }
        if parts.is_empty() {
            write!(f, "no filter")
        } else {
            write!(f, "{}", parts.join(" & "))
        }
    }
}

/// A named search and, optionally, jobs it must or must not return.
struct Case {
    name: String,
    filters: Filters,
    expect: Vec<(Uuid, bool)>,
    anchor: Option<Job>,
}

/// The open jobs, which anchors are drawn from.
struct Data {
    open: Vec<Job>,
    /// Jobs in a city that has another name.
    aliased: Vec<Job>,
    /// Jobs in the National Capital Region.
    ncr: Vec<Job>,
}

impl Data {
    fn new(open: Vec<Job>) -> Self {
        let ncr: Vec<String> = NCR.iter().flat_map(|c| names_of(c)).collect();
        Data {
            aliased: open
                .iter()
                .filter(|j| group_of(&j.city()).is_some())
                .cloned()
                .collect(),
            ncr: open
                .iter()
                .filter(|j| ncr.contains(&j.city().to_lowercase()))
                .cloned()
                .collect(),
            open,
        }
    }

    /// The jobs an anchor for this kind of location can be.
    fn pool(&self, place: Option<Place>) -> &[Job] {
        match place {
            Some(Place::Alias) => &self.aliased,
            Some(Place::Ncr) => &self.ncr,
            _ => &self.open,
        }
    }
}

/// One to three of `all`, shuffled: `keep` (one time in ten a random value instead) and others.
fn multi(rng: &mut ChaCha8Rng, all: &[&str], keep: &str) -> Vec<String> {
    let mut out = vec![if rng.random_bool(0.1) {
        all.choose(rng).unwrap().to_string()
    } else {
        keep.to_string()
    }];
    let extra = rng.random_range(0..=2usize);
    for _ in 0..extra {
        let v = all.choose(rng).unwrap().to_string();
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out.shuffle(rng);
    out
}

/// Letter case as people type it.
fn cased(rng: &mut ChaCha8Rng, s: &str) -> String {
    match rng.random_range(0..4) {
        0 => s.to_lowercase(),
        1 => s.to_uppercase(),
        2 => format!(" {s} "),
        _ => s.to_string(),
    }
}

/// Values for the groups of `mask`, drawn so that `anchor` (mostly) matches them.
fn combination(rng: &mut ChaCha8Rng, mask: u32, anchor: &Job, place: Option<Place>) -> Filters {
    let mut f = Filters::default();
    for (bit, group) in GROUPS.iter().enumerate() {
        if mask & (1 << bit) == 0 {
            continue;
        }
        match group {
            Group::Category => f.categories = multi(rng, &catalog::CATEGORIES, &anchor.category),
            Group::Type => f.types = multi(rng, &catalog::JOB_TYPES, &anchor.job_type),
            Group::WorkMode => f.work_modes = multi(rng, &catalog::WORK_MODES, &anchor.work_mode),
            Group::Gender => {
                f.gender = Some(match anchor.gender.as_str() {
                    _ if rng.random_bool(0.1) => *catalog::GENDERS.choose(rng).unwrap(),
                    "Both" => *catalog::GENDERS.choose(rng).unwrap(),
                    "Female" => *["Female", "Both"].choose(rng).unwrap(),
                    _ => *["Male", "Both"].choose(rng).unwrap(),
                })
            }
            Group::BlueCollar => {
                f.blue_collar = Some(if rng.random_bool(0.1) {
                    rng.random_bool(0.5)
                } else {
                    anchor.is_blue_collar
                })
            }
            Group::Salary => {
                let (lo, hi) = anchor.monthly().unwrap_or((40_000, 60_000));
                let hi = hi.min(400_000);
                match rng.random_range(0..3) {
                    0 => f.min_salary = Some(rng.random_range(0..=hi)),
                    1 => f.max_salary = Some(rng.random_range(lo..=lo + 40_000)),
                    _ => {
                        let a = rng.random_range(lo.saturating_sub(30_000)..=hi);
                        let b = rng.random_range(a.max(lo)..=a.max(lo) + 30_000);
                        f.min_salary = Some(a);
                        f.max_salary = Some(b);
                    }
                }
            }
            Group::Location => {
                let city = anchor.city();
                let q = match place.expect("a place kind with the location group") {
                    Place::City => cased(rng, &city),
                    Place::CityState => {
                        let name =
                            group_of(&city).map_or(city.as_str(), |g| g.choose(rng).unwrap());
                        format!("{name}, {}", anchor.state)
                    }
                    Place::State => cased(rng, &anchor.state),
                    Place::Alias => {
                        let g = group_of(&city).expect("an alias city");
                        let alias = *g[1..].choose(rng).unwrap();
                        cased(rng, alias)
                    }
                    Place::Ncr => NCR_NAMES.choose(rng).unwrap().to_string(),
                };
                f.location = Some((place.unwrap(), q));
            }
        }
    }
    f
}

/// The ids SQL returns for a `where` clause.
async fn sql_ids(db: &PgPool, clause: &str) -> Vec<Uuid> {
    let q = format!("select id from jobs where {clause}");
    sqlx::query_scalar::<_, Uuid>(sqlx::AssertSqlSafe(q))
        .fetch_all(db)
        .await
        .unwrap_or_else(|e| panic!("{clause}: {e}"))
}

fn run(snap: &Snapshot, req: &SearchRequest) -> SearchResult {
    query::search(&snap.searcher, &snap.fields, req).expect("search runs")
}

/// A few ids of a set, for a message.
fn some(ids: &HashSet<Uuid>) -> String {
    let mut v: Vec<String> = ids.iter().map(Uuid::to_string).collect();
    v.sort();
    v.truncate(3);
    v.join(", ")
}

/// What went wrong, all of it, reported at the end.
#[derive(Default)]
struct Report {
    failures: Vec<String>,
    searches: usize,
    non_empty: usize,
}

impl Report {
    fn fail(&mut self, case: &str, what: String) {
        self.failures.push(format!("[{case}] {what}"));
    }
}

/// Checks one search against SQL; returns the index's results (newest first) for more checks.
async fn check(
    db: &PgPool,
    snap: &Snapshot,
    case: &Case,
    report: &mut Report,
) -> Vec<Arc<JobRecord>> {
    let name = &case.name;
    let r = exact_only(run(snap, &case.filters.request(None, 0, ALL)));
    report.searches += 1;
    let got: Vec<Uuid> = r.jobs.iter().map(|j| j.id).collect();
    let got_set: HashSet<Uuid> = got.iter().copied().collect();
    let want: HashSet<Uuid> = sql_ids(db, &case.filters.sql()).await.into_iter().collect();
    if !want.is_empty() {
        report.non_empty += 1;
    }
    if got_set.len() != got.len() {
        report.fail(
            name,
            format!("{} ids returned twice", got.len() - got_set.len()),
        );
    }
    if r.total != got.len() {
        report.fail(
            name,
            format!("totalCount {} but {} jobs returned", r.total, got.len()),
        );
    }
    if got_set != want {
        let missing: HashSet<Uuid> = want.difference(&got_set).copied().collect();
        let extra: HashSet<Uuid> = got_set.difference(&want).copied().collect();
        report.fail(
            name,
            format!(
                "index {} vs SQL {}: {} missing (e.g. {}), {} extra (e.g. {}); where {}",
                got_set.len(),
                want.len(),
                missing.len(),
                some(&missing),
                extra.len(),
                some(&extra),
                case.filters.sql()
            ),
        );
    }
    for (id, included) in &case.expect {
        if got_set.contains(id) != *included {
            report.fail(
                name,
                format!(
                    "job {id} should {}be found",
                    if *included { "" } else { "not " }
                ),
            );
        }
    }
    r.jobs
}

/// The exact matches of a search: none when it was widened (`relaxed`: a place alone with no
/// job there widens to its region, then its surroundings; docs/search.md), so SQL must then
/// find none either.
fn exact_only(mut r: SearchResult) -> SearchResult {
    if r.relaxed {
        r.jobs.clear();
        r.total = 0;
    }
    r
}

/// Newest first means created_at descending, the same sequence SQL gives; every page of 37
/// continues the previous one; every sort returns the same set.
async fn check_orders(
    db: &PgPool,
    snap: &Snapshot,
    case: &Case,
    default_order: &[Arc<JobRecord>],
    report: &mut Report,
) {
    let name = &case.name;
    let newest = exact_only(run(snap, &case.filters.request(Some(Sort::Newest), 0, ALL))).jobs;
    let ids = |v: &[Arc<JobRecord>]| v.iter().map(|j| j.id).collect::<Vec<_>>();
    if ids(&newest) != ids(default_order) {
        report.fail(
            name,
            "without a keyword the default order is not newest".into(),
        );
    }
    let times: Vec<DateTime<Utc>> = newest.iter().map(|j| j.created_at).collect();
    let q = format!(
        "select created_at from jobs where {} order by created_at desc",
        case.filters.sql()
    );
    let want: Vec<DateTime<Utc>> = sqlx::query_scalar(sqlx::AssertSqlSafe(q))
        .fetch_all(db)
        .await
        .unwrap();
    if let Some(i) = times.windows(2).position(|w| w[0] < w[1]) {
        report.fail(
            name,
            format!(
                "newest: {} ({}) before {} ({})",
                newest[i].id,
                times[i],
                newest[i + 1].id,
                times[i + 1]
            ),
        );
    } else if times != want {
        report.fail(
            name,
            "newest: created_at sequence differs from SQL's".into(),
        );
    }
    // Pages of 37 put together give the same list: no job skipped or repeated at a boundary.
    let mut paged = Vec::new();
    let mut offset = 0;
    loop {
        let page = exact_only(run(
            snap,
            &case.filters.request(Some(Sort::Newest), offset, 37),
        ));
        if page.total != newest.len() {
            report.fail(
                name,
                format!(
                    "page at {offset}: totalCount {} not {}",
                    page.total,
                    newest.len()
                ),
            );
        }
        if page.jobs.is_empty() {
            break;
        }
        offset += page.jobs.len();
        paged.extend(ids(&page.jobs));
    }
    if paged != ids(&newest) {
        report.fail(name, "newest: pages of 37 differ from one long page".into());
    }
    // Sorts order, they do not filter.
    let set: HashSet<Uuid> = ids(&newest).into_iter().collect();
    for sort in [Sort::Relevance, Sort::Salary, Sort::Popular] {
        let r = exact_only(run(snap, &case.filters.request(Some(sort), 0, ALL)));
        let got: HashSet<Uuid> = r.jobs.iter().map(|j| j.id).collect();
        if got != set || r.total != set.len() {
            report.fail(
                name,
                format!("sort {sort:?}: {} jobs, not {}", got.len(), set.len()),
            );
        }
        if sort == Sort::Salary {
            let top: Vec<i64> = r.jobs.iter().filter_map(|j| monthly_top(j)).collect();
            if top.windows(2).any(|w| w[0] < w[1]) {
                report.fail(name, "sort salary: not highest first".into());
            }
        }
    }
}

/// The top of a record's salary range in monthly rupees, when it has one.
fn monthly_top(j: &JobRecord) -> Option<i64> {
    j.monthly_salary().map(|(_, hi)| hi)
}

/// A keyword narrows: with the same filters its exact matches are a subset (the nearest jobs
/// that may follow fewer than a page lie around the place), and the job whose title it is.
fn check_keyword(
    snap: &Snapshot,
    case: &Case,
    keyword: &str,
    filtered: &HashSet<Uuid>,
    report: &mut Report,
) {
    let name = format!("{} + keyword {keyword:?}", case.name);
    let mut req = case.filters.request(None, 0, ALL);
    req.keyword = Some(keyword.to_string());
    let r = run(snap, &req);
    report.searches += 1;
    let exact = r.exact.unwrap_or(r.jobs.len());
    let got: HashSet<Uuid> = r.jobs.iter().take(exact).map(|j| j.id).collect();
    // "wfh" with no work mode chosen is Remote alone: remote jobs of every place.
    let anywhere = r.understood.remote && case.filters.work_modes.is_empty();
    let extra: HashSet<Uuid> = r
        .jobs
        .iter()
        .take(exact)
        .filter(|j| !filtered.contains(&j.id))
        .filter(|j| !(anywhere && j.work_mode == kaamsetu_search::catalog::WorkMode::Remote))
        .map(|j| j.id)
        .collect();
    if !extra.is_empty() {
        report.fail(
            &name,
            format!(
                "{} jobs outside the filter-only result (e.g. {})",
                extra.len(),
                some(&extra)
            ),
        );
    }
    if let Some(anchor) = &case.anchor
        && filtered.contains(&anchor.id)
        && anchor.title == keyword
        && r.understood == Default::default()
        && !got.contains(&anchor.id)
    {
        report.fail(&name, format!("job {} (the title) not found", anchor.id));
    }
}

/// Realistic variety the seed does not produce, each edit with its outbox row: locations typed
/// with old names, in other letter case or with ", State"; salaries with one end (imported
/// data); jobs closed and reopened.
async fn edit_jobs(db: &PgPool) -> Vec<Uuid> {
    let mut touched: Vec<Uuid> = Vec::new();
    let mut edit = async |sql: &str, args: &[&str]| {
        let mut q = sqlx::query_scalar::<_, Uuid>(sqlx::AssertSqlSafe(sql.to_string()));
        for a in args {
            q = q.bind(a.to_string());
        }
        let ids = q
            .fetch_all(db)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        assert!(!ids.is_empty(), "no job to edit: {sql} {args:?}");
        touched.extend(ids);
    };
    let retype = "update jobs set location = $2 where id in \
        (select id from jobs where location = $1 and not is_closed order by id limit 6) returning id";
    for (from, to) in [
        ("Bengaluru", "Bangalore"),
        ("Bengaluru", "Bangalore, Karnataka"),
        ("Bengaluru", "bengaluru"),
        ("Gurugram", "Gurgaon"),
        ("Gurugram", "Gurgaon, Haryana"),
        ("Mumbai", "Bombay"),
        ("Chennai", "Madras"),
        ("Kolkata", "Calcutta"),
        ("Pune", "Poona"),
        ("Pune", "PUNE"),
        ("Hyderabad", "Hyderabad, Telangana"),
        ("Kochi", "Cochin"),
        ("Thiruvananthapuram", "Trivandrum"),
        ("Mysuru", "Mysore"),
        ("Vadodara", "Baroda"),
        ("Visakhapatnam", "Vizag"),
        ("Prayagraj", "Allahabad"),
        ("Puducherry", "Pondicherry"),
        ("Noida", "Noida, Uttar Pradesh"),
    ] {
        edit(retype, &[from, to]).await;
    }
    edit(
        "update jobs set salary_max = null where id in (select id from jobs \
         where salary_min is not null and not is_closed order by md5(id::text) limit 8) \
         returning id",
        &[],
    )
    .await;
    edit(
        "update jobs set salary_min = null where id in (select id from jobs \
         where salary_min is not null and salary_max is not null and not is_closed \
         order by md5(id::text) desc limit 8) returning id",
        &[],
    )
    .await;
    edit(
        "update jobs set is_closed = not is_closed where id in \
         ((select id from jobs where is_closed order by id limit 30) \
         union all (select id from jobs where not is_closed order by md5(id || 'c') limit 60)) \
         returning id",
        &[],
    )
    .await;
    sqlx::query("insert into search_outbox (job_id) select unnest($1::uuid[])")
        .bind(&touched)
        .execute(db)
        .await
        .unwrap();
    touched
}

/// Salary edges: ranges touching a job's bottom or top (yearly ones in monthly rupees),
/// one-ended filters, and filters beyond every salary.
fn salary_edges(data: &Data) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |name: String, filters: Filters, expect: Vec<(Uuid, bool)>| {
        cases.push(Case {
            name,
            filters,
            expect,
            anchor: None,
        })
    };
    let find = |f: &dyn Fn(&Job) -> bool| {
        data.open
            .iter()
            .find(|j| f(j))
            .cloned()
            .expect("a job of each kind")
    };
    let edges = [
        (
            "yearly, not a multiple of 12",
            find(&|j| {
                j.salary_frequency == "per year"
                    && j.salary_max.is_some()
                    && j.salary_min.is_some_and(|v| v % 12 != 0)
            }),
        ),
        (
            "yearly",
            find(&|j| {
                j.salary_frequency == "per year"
                    && j.salary_max.is_some_and(|v| v % 12 != 0)
                    && j.salary_min.is_some()
            }),
        ),
        (
            "monthly",
            find(&|j| {
                j.salary_frequency == "per month"
                    && j.salary_min.is_some()
                    && j.salary_max.is_some()
            }),
        ),
        (
            "minimum only",
            find(&|j| j.salary_min.is_some() && j.salary_max.is_none()),
        ),
        (
            "maximum only",
            find(&|j| j.salary_min.is_none() && j.salary_max.is_some()),
        ),
    ];
    let range = |lo: Option<i64>, hi: Option<i64>| Filters {
        min_salary: lo,
        max_salary: hi,
        ..Default::default()
    };
    for (kind, job) in edges {
        let (lo, hi) = job.monthly().unwrap();
        let id = job.id;
        let label = |what: &str| {
            format!(
                "salary edge, {kind} job {id} ({:?}..{:?} {}): {what}",
                job.salary_min, job.salary_max, job.salary_frequency
            )
        };
        let finite_hi = (hi != i64::MAX).then_some(hi);
        add(
            label("min = max = its bottom"),
            range(Some(lo), Some(lo)),
            vec![(id, true)],
        );
        if lo > 0 {
            add(
                label("max = its bottom - 1"),
                range(None, Some(lo - 1)),
                vec![(id, false)],
            );
            add(
                label("min = max = its bottom - 1"),
                range(Some(lo - 1), Some(lo - 1)),
                vec![(id, false)],
            );
        }
        add(
            label("max = its bottom"),
            range(None, Some(lo)),
            vec![(id, true)],
        );
        if let Some(hi) = finite_hi {
            add(
                label("min = max = its top"),
                range(Some(hi), Some(hi)),
                vec![(id, true)],
            );
            add(
                label("min = its top"),
                range(Some(hi), None),
                vec![(id, true)],
            );
            add(
                label("min = its top + 1"),
                range(Some(hi + 1), None),
                vec![(id, false)],
            );
            add(
                label("its exact range"),
                range(Some(lo), Some(hi)),
                vec![(id, true)],
            );
            add(
                label("a range around it"),
                range(Some(lo.saturating_sub(1)), Some(hi + 1)),
                vec![(id, true)],
            );
            add(
                label("a range inside it"),
                range(Some(lo + 1), Some((lo + 1).max(hi - 1))),
                vec![(id, true)],
            );
        }
        // The same edges with the job's own type, so yearly (Full-Time) jobs are what is left.
        add(
            label("min = max = its bottom, its type"),
            Filters {
                types: vec![job.job_type.clone()],
                ..range(Some(lo), Some(lo))
            },
            vec![(id, true)],
        );
    }
    for (lo, hi) in [
        (Some(0), None),
        (None, Some(0)),
        (Some(0), Some(0)),
        (Some(100_000), None),
        (Some(100_000), Some(100_000)),
        (None, Some(10_000)),
        (Some(10_000), Some(10_000)),
        (Some(20_833), Some(20_833)),
        (Some(1_000_000_000), None),
        (Some(0), Some(1_000_000_000)),
    ] {
        add(format!("salary {lo:?}..{hi:?}"), range(lo, hi), vec![]);
        add(
            format!("salary {lo:?}..{hi:?}, Full-Time"),
            Filters {
                types: vec!["Full-Time".into()],
                ..range(lo, hi)
            },
            vec![],
        );
    }
    cases
}

#[sqlx::test(migrations = "../migrations")]
async fn every_filter_combination_returns_what_sql_returns(db: PgPool) {
    // A realistic database, the same every run.
    let files = tempfile::tempdir().unwrap();
    let data = seed::generate(&SeedParams {
        jobs: JOBS,
        employers: EMPLOYERS,
        seed: SEED,
        salt: 0,
        anchor: Utc.with_ymd_and_hms(2025, 6, 1, 0, 0, 0).unwrap(),
    });
    seed::insert(&db, &data, files.path(), &mut Progress::silent())
        .await
        .unwrap();

    // Index it as production does: a rebuild at start-up, then edits through the outbox.
    let root = files.path().join("index");
    let mut indexer = Indexer::open(db.clone(), root.clone()).await.unwrap();
    let touched = edit_jobs(&db).await;
    let drained = indexer.drain().await.unwrap();
    assert_eq!(drained, touched.len(), "every outbox row handled");
    let index = SearchIndex::new(&root);
    index.reload().unwrap();
    let snap = index.snapshot().unwrap().expect("an index");

    let open: Vec<Job> = sqlx::query_as(
        "select id, title, location, state, category, type as job_type, work_mode, gender, \
         is_blue_collar, salary_min, salary_max, salary_frequency \
         from jobs where not is_closed order by id",
    )
    .fetch_all(&db)
    .await
    .unwrap();
    let closed: i64 = sqlx::query_scalar("select count(*) from jobs where is_closed")
        .fetch_one(&db)
        .await
        .unwrap();
    assert!(closed > 150, "{closed} closed jobs");
    assert_eq!(open.len() + closed as usize, JOBS);
    let data = Data::new(open);

    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut report = Report::default();
    let mut combinations = 0;
    for round in 0..ROUNDS {
        for mask in 0..1u32 << GROUPS.len() {
            let places: Vec<Option<Place>> = if mask & (1 << 6) != 0 {
                PLACES.iter().copied().map(Some).collect()
            } else {
                vec![None]
            };
            for place in places {
                combinations += 1;
                let pool = data.pool(place);
                let anchor = pool.choose(&mut rng).unwrap().clone();
                let filters = combination(&mut rng, mask, &anchor, place);
                let case = Case {
                    name: format!("round {round}, groups {mask:07b}: {filters}"),
                    filters,
                    expect: vec![],
                    anchor: Some(anchor),
                };
                let found = check(&db, &snap, &case, &mut report).await;
                if combinations % 9 == 0 {
                    check_orders(&db, &snap, &case, &found, &mut report).await;
                }
                if combinations % 5 == 0 {
                    let filtered: HashSet<Uuid> = found.iter().map(|j| j.id).collect();
                    let anchor = case.anchor.as_ref().unwrap();
                    let word = anchor.title.split(' ').next().unwrap_or("");
                    let keyword = match combinations % 4 {
                        0 => anchor.title.clone(),
                        1 => word.to_string(),
                        2 => ["sales", "developer", "driver", "wfh", "hr executive", "sde"]
                            .choose(&mut rng)
                            .unwrap()
                            .to_string(),
                        _ => format!("{word} delhi"),
                    };
                    check_keyword(&snap, &case, &keyword, &filtered, &mut report);
                }
            }
        }
    }
    for case in salary_edges(&data) {
        check(&db, &snap, &case, &mut report).await;
        combinations += 1;
    }

    let n = report.failures.len();
    assert!(
        n == 0,
        "{n} of {} searches disagree with docs/design/search.md:\n{}",
        report.searches,
        report.failures[..n.min(12)].join("\n")
    );
    // Anchored values: most combinations find something, so the comparison means something.
    assert!(
        report.non_empty * 10 > combinations * 8,
        "only {} of {combinations} combinations found anything",
        report.non_empty
    );
}
