//! `kaamsetu-bench alerts`: job alerts at scale. A catalogue of N jobs from the seed generator
//! is indexed (the vocabulary the alerts are read with), M alerts are generated the way seekers
//! search (a role, mostly with a city or state, sometimes with filters), compiled into the
//! percolator, and new jobs are matched one at a time and as a burst. Beside it, the naive way:
//! every alert run as a search over an index of the burst's jobs (timed on a sample of the
//! alerts and scaled up), which also checks that both find the same matches.

use std::{
    collections::{BTreeSet, HashMap},
    time::{Duration, Instant},
};

use chrono::{TimeZone, Utc};
use kaamsetu_search::{
    alerts::AlertSearch,
    percolate::{IndexVocabulary, Percolator},
    query,
    schema::JobRecord,
};
use kaamsetu_seed::{SeedParams, generate};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use uuid::Uuid;

use crate::{quality_run, stats::Samples};

/// Options of `kaamsetu-bench alerts`.
#[derive(clap::Args)]
pub struct AlertsArgs {
    /// Jobs in the catalogue.
    #[arg(long, default_value_t = 1_000_000)]
    pub jobs: usize,
    /// Alerts to match against.
    #[arg(long, default_value_t = 1_000_000)]
    pub alerts: usize,
    /// New jobs matched one at a time (the first 1,000 are the burst).
    #[arg(long, default_value_t = 5_000)]
    pub new_jobs: usize,
    /// Alerts the naive way runs as searches (its time is scaled to all the alerts).
    #[arg(long, default_value_t = 2_000)]
    pub naive_sample: usize,
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Where to keep the table (`-`: print only).
    #[arg(long, default_value = "benches/RESULTS.md")]
    pub out: String,
}

fn catalogue(jobs: usize, seed: u64, salt: u64) -> Vec<JobRecord> {
    let params = SeedParams {
        jobs,
        employers: (jobs / 20).clamp(20, 5000),
        seed,
        salt,
        anchor: Utc.with_ymd_and_hms(2026, 11, 24, 0, 0, 0).unwrap(),
    };
    // Every generated job open, closed ones too: the bench matches new jobs whatever they
    // are (as it always has).
    quality_run::seed_records(&generate(&params))
        .into_iter()
        .map(|j| JobRecord {
            is_closed: false,
            ..j
        })
        .collect()
}

/// Roles seekers type for themselves, in English and Hinglish.
const TYPED_ROLES: &[&str] = &[
    "driver",
    "delivery boy",
    "cook",
    "electrician",
    "security guard",
    "telecaller",
    "data entry",
    "accountant",
    "sales executive",
    "nurse",
    "teacher",
    "receptionist",
    "software engineer",
    "sde",
    "react developer",
    "bpo",
    "helper",
    "peon",
    "plumber",
    "warehouse",
    "graphic designer",
    "hr",
    "field sales",
    "welder",
    "tailor",
];

/// Levels seekers leave out of the title they type.
const LEVELS: &[&str] = &[
    "senior",
    "junior",
    "sr",
    "jr",
    "lead",
    "trainee",
    "assistant",
];

/// An alert as a seeker would make it from a job they would want.
fn alert_like(j: &JobRecord, rng: &mut ChaCha8Rng) -> AlertSearch {
    let title: Vec<String> = j
        .title
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty() && !LEVELS.contains(&w.as_str()))
        .collect();
    // The role as the job names it, its first word ("delivery" for Delivery Executive), or a
    // role typed the way seekers type it.
    let keyword = match rng.random_range(0..100) {
        0..60 => title.join(" "),
        60..75 if title.len() > 1 => title[0].clone(),
        60..75 => title.join(" "),
        _ => TYPED_ROLES[rng.random_range(0..TYPED_ROLES.len())].to_string(),
    };
    // Mostly a city; some a state or a metro region; a few anywhere.
    const METROS: [&str; 6] = [
        "Delhi NCR",
        "Mumbai",
        "Bengaluru",
        "Hyderabad",
        "Pune",
        "Chennai",
    ];
    let location = match rng.random_range(0..100) {
        0..70 => Some(j.city()),
        70..80 => Some(j.state.as_str().to_string()),
        80..90 => Some(METROS[rng.random_range(0..METROS.len())].to_string()),
        _ => None,
    };
    let mut a = AlertSearch {
        keyword: (!keyword.is_empty()).then_some(keyword),
        location,
        ..AlertSearch::default()
    };
    if rng.random_range(0..100) < 15 {
        a.types = vec![j.job_type.as_str().to_string()];
    }
    if rng.random_range(0..100) < 10 {
        a.work_mode = vec![j.work_mode.as_str().to_string()];
    }
    if rng.random_range(0..100) < 10
        && let Some((lo, _)) = j.monthly_salary()
    {
        a.min_salary = Some(lo / 1000 * 1000);
    }
    if rng.random_range(0..100) < 5 {
        a.gender = Some("Female".into());
    }
    if rng.random_range(0..100) < 5 {
        a.is_blue_collar = Some(true);
    }
    a
}

/// `n` alerts made the way seekers search, drawn from a catalogue of `jobs` jobs of the seed
/// generator (the bench databases hold the same generator's jobs).
pub fn seeker_alerts(jobs: usize, seed: u64, n: usize) -> Vec<AlertSearch> {
    alerts_from(&catalogue(jobs, seed, 0), seed, n)
}

/// `n` alerts made from jobs of `jobs` drawn at random.
fn alerts_from(jobs: &[JobRecord], seed: u64, n: usize) -> Vec<AlertSearch> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| alert_like(&jobs[rng.random_range(0..jobs.len())], &mut rng))
        .collect()
}

/// This process's resident memory, in bytes (Linux).
fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

fn step(what: &str) {
    eprintln!("\n\x1b[1;34m==>\x1b[0m bench alerts: {what}");
}

/// The run: prints the table and keeps it in `out`'s "Job alerts" section.
pub fn run(args: &AlertsArgs) -> anyhow::Result<()> {
    step(&format!("catalogue of {} jobs and its index", args.jobs));
    let started = Instant::now();
    let jobs = catalogue(args.jobs, args.seed, 0);
    let (_dir, idx) = quality_run::build_index(&jobs)?;
    let snap = idx.snapshot()?.expect("the index was just built");
    eprintln!("  built in {:.0} s", started.elapsed().as_secs_f64());

    step(&format!("{} alerts as seekers make them", args.alerts));
    let searches = alerts_from(&jobs, args.seed, args.alerts);
    let vocab = IndexVocabulary {
        searcher: &snap.searcher,
        fields: &snap.fields,
    };
    let before = (resident_bytes(), crate::alloc::live_bytes());
    let t = Instant::now();
    let mut perc = Percolator::new();
    for (i, s) in searches.iter().enumerate() {
        let _ = perc.upsert(Uuid::from_u128(i as u128 + 1), s, &vocab);
        if (i + 1) % 200_000 == 0 {
            eprintln!("  compiled {:>9} / {}", i + 1, searches.len());
        }
    }
    let compile = t.elapsed();
    // The catalogue stays alive while compiling, so the percolator takes new pages.
    let resident = resident_bytes().saturating_sub(before.0);
    let memory = crate::alloc::live_bytes().saturating_sub(before.1) as u64;
    drop(jobs);

    step(&format!("{} new jobs matched one at a time", args.new_jobs));
    let fresh = catalogue(args.new_jobs, args.seed + 1, 7);
    let mut times = Vec::with_capacity(fresh.len());
    let mut found = 0usize;
    for j in &fresh {
        let t = Instant::now();
        let m = perc.matches(j);
        times.push(t.elapsed());
        found += m.len();
    }
    let one = Samples::from_unsorted(times);
    let burst_jobs = &fresh[..fresh.len().min(1000)];
    let t = Instant::now();
    let mut burst_matches: HashMap<Uuid, BTreeSet<Uuid>> = HashMap::new();
    for j in burst_jobs {
        for a in perc.matches(j) {
            burst_matches.entry(a).or_default().insert(j.id);
        }
    }
    let burst = t.elapsed();

    step(&format!(
        "the naive way: {} alerts run as searches over the burst's {} jobs",
        args.naive_sample,
        burst_jobs.len()
    ));
    let (_bdir, bidx) = quality_run::build_index(burst_jobs)?;
    let bsnap = bidx.snapshot()?.expect("built");
    let sample = args.naive_sample.min(searches.len());
    // The check reads the sample with the burst index's own vocabulary, as the naive searches
    // do (which words are rare enough for typo neighbours depends on the jobs indexed).
    let bvocab = IndexVocabulary {
        searcher: &bsnap.searcher,
        fields: &bsnap.fields,
    };
    let mut check = Percolator::new();
    for (i, s) in searches.iter().take(sample).enumerate() {
        let _ = check.upsert(Uuid::from_u128(i as u128 + 1), s, &bvocab);
    }
    let mut checked: HashMap<Uuid, BTreeSet<Uuid>> = HashMap::new();
    for j in burst_jobs {
        for a in check.matches(j) {
            checked.entry(a).or_default().insert(j.id);
        }
    }
    let t = Instant::now();
    let mut differ = 0;
    for (i, s) in searches.iter().take(sample).enumerate() {
        let r = query::search(
            &bsnap.searcher,
            &bsnap.fields,
            &s.to_request(burst_jobs.len()),
        )?;
        let exact = if r.relaxed {
            0
        } else {
            r.exact.unwrap_or(r.jobs.len())
        };
        let naive: BTreeSet<Uuid> = r.jobs[..exact].iter().map(|j| j.id).collect();
        let id = Uuid::from_u128(i as u128 + 1);
        let ours = checked.get(&id).cloned().unwrap_or_default();
        if naive != ours {
            differ += 1;
            if differ <= 5 {
                eprintln!(
                    "  differs: {s:?}: search {} vs percolator {} (only search {:?}, only percolator {:?})",
                    naive.len(),
                    ours.len(),
                    naive.difference(&ours).collect::<Vec<_>>(),
                    ours.difference(&naive).collect::<Vec<_>>()
                );
            }
        }
    }
    let naive_sample = t.elapsed();
    let naive_burst = naive_sample.mul_f64(searches.len() as f64 / sample.max(1) as f64);

    let table = table(&Table {
        jobs: args.jobs,
        alerts: perc.len(),
        compile,
        memory,
        resident,
        one: &one,
        found,
        new_jobs: fresh.len(),
        burst,
        burst_jobs: burst_jobs.len(),
        naive_burst,
        sample,
        differ,
    });
    println!("{table}");
    if args.out != "-" {
        crate::report::keep_section(&args.out, "## Job alerts", &table)?;
        eprintln!("kept in {}", args.out);
    }
    Ok(())
}

struct Table<'a> {
    jobs: usize,
    alerts: usize,
    compile: Duration,
    memory: u64,
    resident: u64,
    one: &'a Samples,
    found: usize,
    new_jobs: usize,
    burst: Duration,
    burst_jobs: usize,
    naive_burst: Duration,
    sample: usize,
    differ: usize,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn table(t: &Table) -> String {
    let mb = |b: u64| b as f64 / 1_048_576.0;
    format!(
        "## Job alerts\n\n\
         `kaamsetu-bench alerts --jobs {jobs} --alerts {alerts}` on {date}: {alerts} alerts \
         made the way seekers search (a role: a job's role title, its first word, or a role typed \
         the way seekers type it; 70 % with a city, 10 % a state, 10 % a metro region, 10 % anywhere; \
         some with type, work mode, minimum salary, gender or blue-collar filters), read with the vocabulary of a {jobs}-job catalogue from the seed generator.\n\n\
         | figure | measured | target |\n|---|---|---|\n\
         | compile {alerts} alerts into the percolator | {compile:.1} s | |\n\
         | matcher's memory: bytes it holds (the process's resident growth while compiling) | {mem:.0} MB ({resident:.0} MB) | ≤ 300 MB |\n\
         | matching one new job: p50 / p99 / max ({new_jobs} new jobs, {per:.1} matches each) | {p50:.3} / {p99:.3} / {max:.3} ms | p99 ≤ 5 ms |\n\
         | a burst of {burst_jobs} new jobs, matched one after another | {burst:.0} ms | ≤ 2 s |\n\
         | the naive way: every alert run as a search over the burst's {burst_jobs} jobs (scaled from {sample} alerts) | {naive:.0} s | |\n\
         | alerts of the sample whose naive matches differ from the percolator's | {differ} of {sample} | 0 |\n",
        jobs = t.jobs,
        alerts = t.alerts,
        date = Utc::now().format("%Y-%m-%d"),
        compile = t.compile.as_secs_f64(),
        mem = mb(t.memory),
        resident = mb(t.resident),
        new_jobs = t.new_jobs,
        per = t.found as f64 / t.new_jobs.max(1) as f64,
        p50 = t.one.pct_ms(50.0),
        p99 = t.one.pct_ms(99.0),
        max = t.one.pct_ms(100.0),
        burst_jobs = t.burst_jobs,
        burst = ms(t.burst),
        naive = t.naive_burst.as_secs_f64(),
        sample = t.sample,
        differ = t.differ,
    )
}
