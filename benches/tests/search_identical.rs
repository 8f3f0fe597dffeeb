//! Search results stay identical (issue 31): the first 20 results of several hundred searches,
//! as the search of commit 402a4c2 (before the search path was optimised) answered them, are
//! kept in `benches/quality/identical-top20.tsv` and compared with what search answers now.
//! Only jobs of equal score (or, in a page by date or salary, of equal value) may change order
//! among themselves, also across the edges of the page; the total, how many matched exactly,
//! whether the search was relaxed and the facet counts must be the same.
//!
//! REGENERATE THE GOLDEN FILE ONLY FOR A CHANGE MEANT TO CHANGE RANKING, NEVER FOR AN
//! OPTIMISATION. `KAAMSETU_WRITE_GOLDEN=1 cargo nextest run -p kaamsetu-benches -E
//! 'test(search_results_stay_identical)'` writes it and then fails, so the new file is read in
//! the diff and committed by hand; CI never writes it.
//!
//! The catalogue is the seed generator's (`kaamsetu_seed::generate`: seed 42, salt 0, a fixed
//! anchor date), turned into the index's records the way the indexer reads the seeded rows
//! (`quality_run::seed_records`) and indexed in a temporary directory, without a database. Its
//! ids come from the seed's random stream, so they are the same in every run; the golden file
//! names each job by its place in the generated catalogue (`#n`: `data.jobs[n]`). Search reads
//! no clock (no recency in ranking, no "posted within" filter), so the answers do not change
//! from day to day; the anchor fixes the dates of the catalogue itself.
//!
//! The searches are built by code: every query of the judged files (`benches/quality/*.judged`,
//! with its location and parameters, as `GET /api/jobs` asks them, facets on as in the API),
//! three in five of them once more, in turn without facets, newest first or on page 2; broad
//! keywords by relevance, newest first and by salary, on pages 1 and 2, each with and without
//! facets, and deep pages (page 50, and the last page of "developer"); keyword, place and
//! filters together (by distance too); and searches of filters alone (no keyword: everything,
//! a state, a city, a region, every category, job type and work mode, salary ranges, gender,
//! blue collar), newest first, up to page 50.
//!
//! Why the order of equal scores may change: the index is written by tantivy's indexing
//! threads, so which segment a job lands in, and with it the order of equal scores (the lower
//! document address first), can differ from one build to the next; it is not part of what
//! search promises.

use std::{
    collections::{HashMap, HashSet},
    fmt::Write as _,
    path::PathBuf,
    time::Instant,
};

use chrono::{TimeZone, Utc};
use kaamsetu_benches::{quality, quality_run};
use kaamsetu_search::{
    catalog::{CATEGORIES, JOB_TYPES, WORK_MODES},
    facets::Facets,
    request::{SearchRequest, Sort},
    result::SearchResult,
    schema::JobRecord,
};
use kaamsetu_seed::{SeedParams, generate};
use uuid::Uuid;

/// Jobs in the catalogue (about 8 % of them closed, so not indexed).
const JOBS: usize = 10_000;
/// Results kept per search.
const LIMIT: usize = 20;
/// Two scores are equal when they differ by at most this share of the larger: two f32
/// epsilons, 2 to 4 units in the last place, as much as adding the same numbers in another order
/// can change a sum of a few terms. Not more: a score is often BM25 on top of a constant of
/// 1e3 to 2e6 (tiers, levels, a title with every word), where f32 keeps BM25 only to a few
/// hundredths, and jobs a few units in the last place apart are ordered by BM25 (1e-5 of the
/// larger would let "sde bangalore"'s 20509.84 and 20509.81 change places).
const TIE: f64 = 2.0 * f32::EPSILON as f64;

const GOLDEN: &str = "quality/identical-top20.tsv";

const HEADER: &str = "\
# Search results stay identical (issue 31; benches/tests/search_identical.rs).
# REGENERATE ONLY FOR A CHANGE MEANT TO CHANGE RANKING, NEVER FOR AN OPTIMISATION:
#   KAAMSETU_WRITE_GOLDEN=1 cargo nextest run -p kaamsetu-benches -E 'test(search_results_stay_identical)'
# One search a line, tab-separated: the request (as GET /api/jobs's query string), the order of
# the page (score, or the field it is sorted by: created, salary, popularity; - when empty), total, exact
# (exactTotal, - when none), relaxed (0/1), the facet counts' digest (FNV-1a 64 of the sorted
# counts, - without facets), the page's offset, then the page: #n:key, n the job's place in the
# seeded catalogue, key its score (f32, shortest exact form) or its sort value.
";

// ---- the comparison ----

/// What a page is ordered by, and each job's key in it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Key {
    Score(f32),
    /// A fast field's value (seconds since 1970 for `created`, monthly rupees for `salary`).
    Value(i64),
}

/// One search's answer as the golden file keeps it.
#[derive(Clone, Debug, PartialEq)]
struct Answer {
    request: String,
    /// `score`, `created`, `salary` or `popularity`.
    order: String,
    total: usize,
    exact: Option<usize>,
    relaxed: bool,
    facets: Option<String>,
    offset: usize,
    /// (job number, key), in the page's order.
    page: Vec<(usize, Key)>,
}

/// Whether two keys are equal: scores within `TIE` of the larger, values exactly.
fn tied(a: Key, b: Key) -> bool {
    match (a, b) {
        (Key::Score(x), Key::Score(y)) => {
            let (x, y) = (f64::from(x), f64::from(y));
            (x - y).abs() <= TIE * x.abs().max(y.abs())
        }
        (Key::Value(x), Key::Value(y)) => x == y,
        _ => false,
    }
}

/// Whether `now` is the answer `golden` kept, up to the order of equal keys. The page is cut
/// into runs of equal keys (each key tied with the run's first): a run must hold the same jobs,
/// in any order, each with a key equal to the run's. A run at the start of a page after the
/// first, or at its end when more jobs follow, may continue outside the page, so other jobs of
/// the same key may take its places: there only the keys must be equal.
fn compare(golden: &Answer, now: &Answer) -> Result<(), String> {
    let mut diffs = Vec::new();
    if golden.order != now.order {
        diffs.push(format!("order {} → {}", golden.order, now.order));
    }
    if golden.total != now.total {
        diffs.push(format!("total {} → {}", golden.total, now.total));
    }
    if golden.exact != now.exact {
        diffs.push(format!("exact {:?} → {:?}", golden.exact, now.exact));
    }
    if golden.relaxed != now.relaxed {
        diffs.push(format!("relaxed {} → {}", golden.relaxed, now.relaxed));
    }
    if golden.facets != now.facets {
        diffs.push(format!(
            "facet counts {} → {}",
            golden.facets.as_deref().unwrap_or("-"),
            now.facets.as_deref().unwrap_or("-")
        ));
    }
    if golden.offset != now.offset {
        diffs.push(format!("offset {} → {}", golden.offset, now.offset));
    }
    if golden.page.len() != now.page.len() {
        diffs.push(format!(
            "{} results → {}",
            golden.page.len(),
            now.page.len()
        ));
    }
    if diffs.is_empty() {
        let (g, n) = (&golden.page, &now.page);
        let more_after = golden.offset + g.len() < golden.total;
        let mut a = 0;
        while a < g.len() {
            let b = (a..g.len())
                .find(|&i| !tied(g[a].1, g[i].1))
                .unwrap_or(g.len());
            let open = (a == 0 && golden.offset > 0) || (b == g.len() && more_after);
            for (i, (job, key)) in n.iter().enumerate().take(b).skip(a) {
                if !g[a..b].iter().any(|e| tied(*key, e.1)) {
                    diffs.push(format!(
                        "place {}: #{job} with {}, but the golden {} {} {}",
                        golden.offset + i + 1,
                        show(*key),
                        places(golden.offset, a, b),
                        if b - a > 1 { "have" } else { "has" },
                        show(g[a].1)
                    ));
                }
            }
            if !open {
                let mut want: Vec<usize> = g[a..b].iter().map(|e| e.0).collect();
                let mut got: Vec<usize> = n[a..b].iter().map(|e| e.0).collect();
                want.sort_unstable();
                got.sort_unstable();
                if want != got {
                    diffs.push(format!(
                        "{} ({}): {} → {}",
                        places(golden.offset, a, b),
                        show(g[a].1),
                        numbers(&g[a..b]),
                        numbers(&n[a..b])
                    ));
                }
            }
            a = b;
        }
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

/// Places `a..b` of a page at `offset`, counted from 1 as a reader counts them.
fn places(offset: usize, a: usize, b: usize) -> String {
    if b - a == 1 {
        format!("place {}", offset + a + 1)
    } else {
        format!("places {}-{}", offset + a + 1, offset + b)
    }
}

fn show(k: Key) -> String {
    match k {
        Key::Score(s) => format!("score {s}"),
        Key::Value(v) => format!("value {v}"),
    }
}

fn numbers(page: &[(usize, Key)]) -> String {
    let n: Vec<String> = page.iter().map(|(n, _)| format!("#{n}")).collect();
    n.join(",")
}

// ---- the golden file ----

fn line(a: &Answer) -> String {
    let page: Vec<String> = a
        .page
        .iter()
        .map(|(n, k)| match k {
            Key::Score(s) => format!("#{n}:{s}"),
            Key::Value(v) => format!("#{n}:{v}"),
        })
        .collect();
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        a.request,
        a.order,
        a.total,
        a.exact.map_or("-".into(), |e| e.to_string()),
        u8::from(a.relaxed),
        a.facets.as_deref().unwrap_or("-"),
        a.offset,
        page.join(" ")
    )
}

fn parse_line(l: &str) -> Result<Answer, String> {
    let cols: Vec<&str> = l.split('\t').collect();
    let [request, order, total, exact, relaxed, facets, offset, page] = cols[..] else {
        return Err(format!("{} columns, not 8", cols.len()));
    };
    let num = |s: &str| s.parse::<usize>().map_err(|e| format!("{s:?}: {e}"));
    let page = page
        .split(' ')
        .filter(|e| !e.is_empty())
        .map(|e| {
            let (n, k) = e
                .strip_prefix('#')
                .and_then(|e| e.split_once(':'))
                .ok_or_else(|| format!("bad entry {e:?}"))?;
            let key = if order == "score" {
                Key::Score(k.parse().map_err(|_| format!("bad score {k:?}"))?)
            } else {
                Key::Value(k.parse().map_err(|_| format!("bad value {k:?}"))?)
            };
            Ok((num(n)?, key))
        })
        .collect::<Result<_, String>>()?;
    Ok(Answer {
        request: request.into(),
        order: order.into(),
        total: num(total)?,
        exact: (exact != "-").then(|| num(exact)).transpose()?,
        relaxed: relaxed == "1",
        facets: (facets != "-").then(|| facets.to_string()),
        offset: num(offset)?,
        page,
    })
}

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(GOLDEN)
}

// ---- the searches ----

/// The request as `GET /api/jobs`'s query string (its parameters in a fixed order): the
/// request's line in the golden file.
fn describe(r: &SearchRequest) -> String {
    assert!(
        r.limit > 0 && r.offset.is_multiple_of(r.limit),
        "a page, not an offset"
    );
    let mut p: Vec<String> = Vec::new();
    let mut add = |name: &str, v: Option<String>| {
        if let Some(v) = v {
            p.push(format!("{name}={v}"));
        }
    };
    let list = |v: &[String]| (!v.is_empty()).then(|| v.join(","));
    add("keyword", r.keyword.clone());
    add("location", r.location.clone());
    add("category", list(&r.categories));
    add("type", list(&r.types));
    add("workMode", list(&r.work_modes));
    add("gender", r.gender.clone());
    add(
        "isBlueCollar",
        r.blue_collar.map(|b| if b { "Yes" } else { "No" }.into()),
    );
    add("verified", r.verified_only.then(|| "true".into()));
    add("minSalary", r.min_salary.map(|v| v.to_string()));
    add("maxSalary", r.max_salary.map(|v| v.to_string()));
    add("radiusKm", r.radius_km.map(|v| v.to_string()));
    add("near", r.near.map(|(a, b)| format!("{a},{b}")));
    add("sort", r.sort.map(|s| format!("{s:?}").to_lowercase()));
    add("page", Some((r.offset / r.limit + 1).to_string()));
    add("limit", Some(r.limit.to_string()));
    add(
        "facets",
        Some(if r.with_facets { "true" } else { "false" }.into()),
    );
    assert!(r.exclude.is_none());
    p.join("&")
}

fn req(keyword: Option<&str>) -> SearchRequest {
    SearchRequest {
        keyword: keyword.map(str::to_string),
        limit: LIMIT,
        with_facets: true,
        ..SearchRequest::default()
    }
}

fn page(mut r: SearchRequest, n: usize) -> SearchRequest {
    r.offset = (n - 1) * r.limit;
    r
}

fn no_facets(mut r: SearchRequest) -> SearchRequest {
    r.with_facets = false;
    r
}

fn sorted(mut r: SearchRequest, s: Sort) -> SearchRequest {
    r.sort = Some(s);
    r
}

/// Keywords that find many jobs in the seeded catalogue.
const BROAD: &[&str] = &[
    "manager",
    "executive",
    "sales",
    "developer",
    "engineer",
    "driver",
    "accountant",
    "teacher",
    "delivery",
    "data entry",
];

/// Deep pages of broad keywords: page 50 (1,126 to 1,841 matches each), and the last page of
/// "developer" (655 matches: page 33 holds the last 15).
const DEEP: &[(&str, usize)] = &[
    ("manager", 50),
    ("executive", 50),
    ("sales", 50),
    ("engineer", 50),
    ("developer", 33),
];

/// Every search of the test, in order, without duplicates.
fn requests() -> Vec<SearchRequest> {
    let mut out: Vec<SearchRequest> = Vec::new();
    // Every judged query, as the API asks it; three in five once more, in turn without
    // facets, newest first or on page 2.
    let files = [
        include_str!("../quality/seed.judged"),
        include_str!("../quality/hindi.judged"),
        include_str!("../quality/slice.judged"),
        include_str!("../quality/feed.judged"),
    ];
    let judged: Vec<quality::Judged> = files
        .iter()
        .flat_map(|f| quality::parse(f).expect("a judged file parses"))
        .collect();
    for (i, q) in judged.iter().enumerate() {
        let r = SearchRequest {
            with_facets: true,
            ..quality_run::request(q, LIMIT)
        };
        match i % 5 {
            0 => out.push(no_facets(r.clone())),
            1 => out.push(sorted(r.clone(), Sort::Newest)),
            2 => out.push(page(r.clone(), 2)),
            _ => {}
        }
        out.push(r);
    }
    // Broad keywords: relevance, newest first and by salary, pages 1 and 2, with and without
    // facets; a deep page.
    for kw in BROAD {
        for r in [
            req(Some(kw)),
            sorted(req(Some(kw)), Sort::Newest),
            sorted(req(Some(kw)), Sort::Salary),
        ] {
            out.push(no_facets(r.clone()));
            out.push(page(no_facets(r.clone()), 2));
            out.push(page(r.clone(), 2));
            out.push(r);
        }
    }
    for (kw, n) in DEEP {
        for r in [req(Some(kw)), sorted(req(Some(kw)), Sort::Newest)] {
            out.push(page(r.clone(), *n));
            out.push(page(no_facets(r), *n));
        }
    }
    // Keyword, place and filters together (the benchmark's goal query and its kind).
    let mut goal = req(Some("sales executive"));
    goal.location = Some("Mumbai".into());
    goal.types = vec!["Full-Time".into()];
    goal.work_modes = vec!["On-site".into()];
    goal.min_salary = Some(15_000);
    out.push(goal.clone());
    out.push(no_facets(goal.clone()));
    let mut r = req(Some("developer"));
    r.location = Some("Bengaluru".into());
    r.work_modes = vec!["Hybrid".into(), "Remote".into()];
    out.push(r.clone());
    out.push(page(r, 2));
    let mut r = req(Some("driver"));
    r.location = Some("Pune".into());
    r.radius_km = Some(100.0);
    out.push(r.clone());
    out.push(sorted(r, Sort::Distance));
    let mut r = req(Some("nurse"));
    r.gender = Some("Female".into());
    r.location = Some("Delhi NCR".into());
    out.push(r.clone());
    out.push(no_facets(r));
    // Filters alone (newest first): everything, a state, a city, a region, each category,
    // job type and work mode, salary ranges, gender, blue collar; deep pages of everything.
    let everything = req(None);
    for n in [1, 2, 10, 50] {
        out.push(page(everything.clone(), n));
        out.push(page(no_facets(everything.clone()), n));
    }
    out.push(sorted(everything.clone(), Sort::Relevance));
    out.push(sorted(everything.clone(), Sort::Salary));
    out.push(page(sorted(everything.clone(), Sort::Salary), 50));
    for place in [
        "Maharashtra",
        "Karnataka",
        "Uttar Pradesh",
        "Tamil Nadu",
        "Pune",
        "Jaipur",
        "Delhi NCR",
    ] {
        let r = SearchRequest {
            location: Some(place.into()),
            ..req(None)
        };
        out.push(no_facets(r.clone()));
        out.push(page(r.clone(), 2));
        out.push(r);
    }
    for c in CATEGORIES {
        out.push(SearchRequest {
            categories: vec![c.into()],
            ..req(None)
        });
    }
    for t in JOB_TYPES {
        let r = SearchRequest {
            types: vec![t.into()],
            ..req(None)
        };
        out.push(no_facets(r.clone()));
        out.push(r);
    }
    for m in WORK_MODES {
        let r = SearchRequest {
            work_modes: vec![m.into()],
            ..req(None)
        };
        out.push(no_facets(r.clone()));
        out.push(r);
    }
    for (lo, hi) in [
        (Some(20_000), None),
        (None, Some(15_000)),
        (Some(10_000), Some(30_000)),
        (Some(100_000), None),
    ] {
        let r = SearchRequest {
            min_salary: lo,
            max_salary: hi,
            ..req(None)
        };
        out.push(no_facets(r.clone()));
        out.push(r);
    }
    for g in ["Female", "Male"] {
        out.push(SearchRequest {
            gender: Some(g.into()),
            ..req(None)
        });
    }
    for b in [true, false] {
        out.push(SearchRequest {
            blue_collar: Some(b),
            ..req(None)
        });
    }
    out.push(SearchRequest {
        location: Some("Karnataka".into()),
        categories: vec!["Engineering".into(), "Sales".into()],
        types: vec!["Full-Time".into()],
        ..req(None)
    });
    out.push(SearchRequest {
        work_modes: vec!["Remote".into()],
        min_salary: Some(30_000),
        ..req(None)
    });
    let mut seen = HashSet::new();
    out.retain(|r| seen.insert(describe(r)));
    out
}

// ---- the catalogue and the answers ----

fn catalogue() -> (Vec<JobRecord>, HashMap<Uuid, usize>) {
    let data = generate(&SeedParams {
        jobs: JOBS,
        employers: (JOBS / 20).clamp(20, 5000),
        seed: 42,
        salt: 0,
        anchor: Utc.with_ymd_and_hms(2026, 11, 24, 0, 0, 0).unwrap(),
    });
    let jobs = quality_run::seed_records(&data);
    let numbers = jobs.iter().enumerate().map(|(n, j)| (j.id, n)).collect();
    (jobs, numbers)
}

/// A digest of the facet counts, sorted: FNV-1a 64, as 16 hex digits.
fn digest(f: &Facets) -> String {
    let groups = [
        ("category", &f.category),
        ("type", &f.job_type),
        ("workMode", &f.work_mode),
        ("gender", &f.gender),
        ("isBlueCollar", &f.is_blue_collar),
        ("salary", &f.salary),
    ];
    let mut counts: Vec<String> = groups
        .iter()
        .flat_map(|(g, counts)| {
            counts
                .iter()
                .map(move |c| format!("{g}\t{}\t{}", c.value, c.count))
        })
        .collect();
    counts.sort();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in counts.join("\n").bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The answer to `r` as the golden file keeps it. A page whose scores are all 0 was ordered by
/// a field (`SearchResult::scores`): by salary or popularity when asked, else by date (the
/// order of a search without keyword words); an empty page has no order (`-`).
fn answer(r: &SearchRequest, res: &SearchResult, numbers: &HashMap<Uuid, usize>) -> Answer {
    assert_eq!(res.jobs.len(), res.scores.len(), "a score per job");
    let by_field = res.scores.iter().all(|s| *s == 0.0);
    let order = match r.sort {
        _ if res.jobs.is_empty() => "-",
        _ if !by_field => "score",
        Some(Sort::Salary) => "salary",
        Some(Sort::Popular) => "popularity",
        _ => "created",
    };
    let key = |j: &JobRecord, s: f32| match order {
        "score" => Key::Score(s),
        "salary" => Key::Value(j.monthly_salary().map_or(i64::MIN, |(_, hi)| hi)),
        "popularity" => Key::Value(j.application_count),
        _ => Key::Value(j.created_at.timestamp()),
    };
    Answer {
        request: describe(r),
        order: order.into(),
        total: res.total,
        exact: res.exact,
        relaxed: res.relaxed,
        facets: res.facets.as_ref().map(digest),
        offset: r.offset,
        page: res
            .jobs
            .iter()
            .zip(&res.scores)
            .map(|(j, s)| (numbers[&j.id], key(j, *s)))
            .collect(),
    }
}

/// Whether the page is in the order of its keys (highest first): otherwise the order was read
/// wrongly, or the search misorders it.
fn in_order(a: &Answer) -> bool {
    a.page.windows(2).all(|w| match (w[0].1, w[1].1) {
        (Key::Score(x), Key::Score(y)) => x >= y || tied(w[0].1, w[1].1),
        (Key::Value(x), Key::Value(y)) => x >= y,
        _ => false,
    })
}

#[test]
fn search_results_stay_identical() {
    // The catalogue is small: without this, every search would run on one thread. Shared from
    // the first segment on, the searches check the helpers' part too (`wide`).
    kaamsetu_search::wide::share_every_search();
    let started = Instant::now();
    let (jobs, numbers) = catalogue();
    assert!(
        jobs.iter().all(|j| j.point().is_some()),
        "every seeded job's city is in the places dataset, with its coordinates"
    );
    let (_dir, idx) = quality_run::build_index(&jobs).expect("the index builds");
    let snap = idx.snapshot().unwrap().expect("an index");
    if std::thread::available_parallelism().is_ok_and(|n| n.get() > 1) {
        // One segment per indexing thread: what the helpers share.
        assert!(
            snap.searcher.segment_readers().len() > 1,
            "segments to share"
        );
    }
    let built = started.elapsed();
    let requests = requests();
    assert!(requests.len() >= 200, "{} searches", requests.len());
    let answers: Vec<Answer> = requests
        .iter()
        .map(|r| answer(r, &snap.search(r).expect("the search runs"), &numbers))
        .collect();
    eprintln!(
        "{} searches over {} indexed jobs: catalogue and index {:.1} s, searches {:.1} s",
        answers.len(),
        jobs.iter().filter(|j| j.is_searchable()).count(),
        built.as_secs_f64(),
        (started.elapsed() - built).as_secs_f64()
    );
    let misordered: Vec<&str> = answers
        .iter()
        .filter(|a| !in_order(a))
        .map(|a| a.request.as_str())
        .collect();
    assert!(
        misordered.is_empty(),
        "pages not in the order of their keys: {misordered:?}"
    );

    let path = golden_path();
    if std::env::var("KAAMSETU_WRITE_GOLDEN").is_ok_and(|v| v == "1") {
        let mut text = HEADER.to_string();
        for a in &answers {
            writeln!(text, "{}", line(a)).unwrap();
        }
        std::fs::write(&path, text).unwrap();
        panic!(
            "wrote {} ({} searches). Read its diff and commit it; regenerate it only for a \
             change meant to change ranking, never for an optimisation. Run the test again \
             without KAAMSETU_WRITE_GOLDEN to check it.",
            path.display(),
            answers.len()
        );
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}. Write it with KAAMSETU_WRITE_GOLDEN=1 from the commit before a change \
             (see the top of this test)",
            path.display()
        )
    });
    let golden: Vec<Answer> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| parse_line(l).unwrap_or_else(|e| panic!("{GOLDEN}:{}: {e}", i + 1)))
        .collect();
    let by_request: HashMap<&str, &Answer> =
        golden.iter().map(|a| (a.request.as_str(), a)).collect();
    let mut failures = Vec::new();
    for a in &answers {
        match by_request.get(a.request.as_str()) {
            None => failures.push(format!("{}: not in the golden file", a.request)),
            Some(g) => {
                if let Err(e) = compare(g, a) {
                    failures.push(format!("{}: {e}", a.request));
                }
            }
        }
    }
    let asked: HashSet<&str> = answers.iter().map(|a| a.request.as_str()).collect();
    for g in &golden {
        if !asked.contains(g.request.as_str()) {
            failures.push(format!("{}: in the golden file, not searched", g.request));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} searches differ from {GOLDEN} (only jobs of equal score may change order):\n{}",
        failures.len(),
        answers.len(),
        failures
            .iter()
            .take(30)
            .map(|f| format!("  {f}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

// ---- the comparison's own tests ----

fn scored(total: usize, offset: usize, page: &[(usize, f32)]) -> Answer {
    Answer {
        request: "keyword=x".into(),
        order: "score".into(),
        total,
        exact: None,
        relaxed: false,
        facets: Some("0123456789abcdef".into()),
        offset,
        page: page.iter().map(|&(n, s)| (n, Key::Score(s))).collect(),
    }
}

#[test]
fn the_same_answer_passes() {
    let g = scored(3, 0, &[(1, 9.0), (2, 8.0), (3, 7.0)]);
    assert_eq!(compare(&g, &g.clone()), Ok(()));
}

#[test]
fn jobs_of_equal_score_may_change_order() {
    let g = scored(4, 0, &[(1, 9.0), (2, 8.0), (3, 8.0), (4, 7.0)]);
    let n = scored(4, 0, &[(1, 9.0), (3, 8.0), (2, 8.0), (4, 7.0)]);
    assert_eq!(compare(&g, &n), Ok(()));
    // Scores a rounding apart (a unit in the last place) are equal.
    let up = f32::from_bits(8.0f32.to_bits() + 1);
    let down = f32::from_bits(8.0f32.to_bits() - 1);
    let n = scored(4, 0, &[(1, 9.0), (3, up), (2, down), (4, 7.0)]);
    assert_eq!(compare(&g, &n), Ok(()));
}

#[test]
fn scores_apart_by_bm25_on_a_large_constant_are_not_equal() {
    // BM25 on top of a tier's constant: 0.035 apart at 20,509 is an order, not a tie.
    let g = scored(2, 0, &[(1, 20_509.842), (2, 20_509.807)]);
    let n = scored(2, 0, &[(2, 20_509.807), (1, 20_509.842)]);
    assert!(compare(&g, &n).is_err());
}

#[test]
fn jobs_of_different_scores_may_not() {
    let g = scored(3, 0, &[(1, 9.0), (2, 8.0), (3, 7.0)]);
    let n = scored(3, 0, &[(2, 8.0), (1, 9.0), (3, 7.0)]);
    assert!(compare(&g, &n).is_err());
    // Nor may a job keep its place with another score.
    let n = scored(3, 0, &[(1, 9.0), (2, 8.5), (3, 7.0)]);
    assert!(compare(&g, &n).is_err());
}

#[test]
fn another_job_fails() {
    let g = scored(3, 0, &[(1, 9.0), (2, 8.0), (3, 7.0)]);
    let n = scored(3, 0, &[(1, 9.0), (5, 8.0), (3, 7.0)]);
    assert!(compare(&g, &n).is_err());
    // Also inside a run of equal scores that ends inside the page.
    let g = scored(4, 0, &[(1, 9.0), (2, 8.0), (3, 8.0), (4, 7.0)]);
    let n = scored(4, 0, &[(1, 9.0), (2, 8.0), (5, 8.0), (4, 7.0)]);
    assert!(compare(&g, &n).is_err());
}

#[test]
fn another_total_or_facet_count_fails() {
    let g = scored(3, 0, &[(1, 9.0), (2, 8.0), (3, 7.0)]);
    assert!(compare(&g, &scored(4, 0, &[(1, 9.0), (2, 8.0), (3, 7.0)])).is_err());
    let mut n = g.clone();
    n.facets = Some("fedcba9876543210".into());
    assert!(compare(&g, &n).is_err());
    let mut n = g.clone();
    n.exact = Some(1);
    assert!(compare(&g, &n).is_err());
    let mut n = g.clone();
    n.page.pop();
    assert!(compare(&g, &n).is_err());
}

#[test]
fn a_run_of_equal_scores_at_the_edge_of_the_page_may_swap_jobs_in_and_out() {
    // More jobs follow the page: the run of 8.0 at its end may hold other jobs of 8.0.
    let g = scored(10, 0, &[(1, 9.0), (2, 8.0), (3, 8.0)]);
    let n = scored(10, 0, &[(1, 9.0), (3, 8.0), (7, 8.0)]);
    assert_eq!(compare(&g, &n), Ok(()));
    // But only jobs of that score.
    let n = scored(10, 0, &[(1, 9.0), (3, 8.0), (7, 7.5)]);
    assert!(compare(&g, &n).is_err());
    // Nothing follows the page: the run is whole, so its jobs are the same.
    let g = scored(3, 0, &[(1, 9.0), (2, 8.0), (3, 8.0)]);
    let n = scored(3, 0, &[(1, 9.0), (3, 8.0), (7, 8.0)]);
    assert!(compare(&g, &n).is_err());
    // A later page: the run at its start may continue on the page before.
    let g = scored(10, 3, &[(4, 8.0), (5, 8.0), (6, 7.5), (7, 7.0)]);
    let n = scored(10, 3, &[(2, 8.0), (5, 8.0), (6, 7.5), (7, 7.0)]);
    assert_eq!(compare(&g, &n), Ok(()));
    let n = scored(10, 3, &[(4, 8.0), (5, 8.0), (9, 7.5), (7, 7.0)]);
    assert!(compare(&g, &n).is_err(), "a run inside the page is whole");
    // The first page: its first run is whole.
    let g = scored(10, 0, &[(4, 8.0), (5, 8.0), (6, 7.0)]);
    let n = scored(10, 0, &[(2, 8.0), (5, 8.0), (6, 7.0)]);
    assert!(compare(&g, &n).is_err());
}

#[test]
fn a_page_by_date_allows_only_equal_dates_to_change_order() {
    let dated = |page: &[(usize, i64)]| Answer {
        order: "created".into(),
        page: page.iter().map(|&(n, t)| (n, Key::Value(t))).collect(),
        ..scored(3, 0, &[])
    };
    let g = dated(&[(1, 300), (2, 200), (3, 200)]);
    assert_eq!(compare(&g, &dated(&[(1, 300), (3, 200), (2, 200)])), Ok(()));
    assert!(compare(&g, &dated(&[(2, 200), (1, 300), (3, 200)])).is_err());
    // Dates are compared exactly, however large.
    let g = dated(&[(1, 1_764_000_001), (2, 1_764_000_000), (3, 1)]);
    let n = dated(&[(2, 1_764_000_000), (1, 1_764_000_001), (3, 1)]);
    assert!(compare(&g, &n).is_err());
}

#[test]
fn a_golden_line_reads_back() {
    let a = Answer {
        request: "keyword=sde bangalore&page=1&limit=20&facets=true".into(),
        exact: Some(2),
        relaxed: true,
        ..scored(30, 20, &[(12, 1_000_005.3), (7, 12.345_678)])
    };
    assert_eq!(parse_line(&line(&a)), Ok(a.clone()));
    let b = Answer {
        order: "created".into(),
        facets: None,
        page: vec![(3, Key::Value(1_764_000_000))],
        ..a
    };
    assert_eq!(parse_line(&line(&b)), Ok(b));
}
