//! The criterion bench's figures in `benches/RESULTS.md`. `benches/search.rs` names its groups
//! `{jobs}/{query}` (so runs at two sizes are never compared with each other) and its functions
//! by engine; `kaamsetu-bench criterion --jobs N` reads what criterion wrote for that size
//! (`new/benchmark.json` and `new/estimates.json` under its output directory) and puts one table
//! into that size's section of the results.

use std::{
    collections::HashMap,
    fmt::Write as _,
    path::{Path, PathBuf},
};

use anyhow::{Context, bail};
use serde::Deserialize;

use crate::{cases, report};

/// The engines, as the bench's function names, in the table's column order.
pub const KAAMSETU: &str = "kaamsetu";
pub const POSTGRES_FTS: &str = "postgres_fts";
pub const ILIKE: &str = "ilike";

/// Queries timed on every engine but ILIKE (it has no "similar" of its own).
const WITHOUT_ILIKE: [&str; 1] = ["similar"];

/// Samples criterion takes of each benchmark in a full run.
pub const SAMPLE_SIZE: usize = 20;

/// A criterion group: one query of the mix at one size.
pub fn group_id(jobs: usize, query: &str) -> String {
    format!("{jobs}/{query}")
}

/// Every query of the criterion bench, in the table's row order.
pub fn queries() -> Vec<&'static str> {
    let mut q: Vec<&str> = cases::search_cases().iter().map(|c| c.name).collect();
    q.extend(["suggestions", "similar"]);
    q
}

#[derive(Deserialize)]
struct BenchmarkJson {
    group_id: String,
    function_id: Option<String>,
}

#[derive(Deserialize)]
struct Interval {
    lower_bound: f64,
    upper_bound: f64,
}

#[derive(Deserialize)]
struct Estimate {
    confidence_interval: Interval,
    point_estimate: f64,
}

#[derive(Deserialize)]
struct EstimatesJson {
    mean: Estimate,
    slope: Option<Estimate>,
}

/// Criterion's estimate of the time per call, in nanoseconds, with its 95% interval: the
/// slope of a linear sample where criterion fitted one, else the mean (what its console shows).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timing {
    pub ns: f64,
    pub lower_ns: f64,
    pub upper_ns: f64,
}

/// Everything criterion wrote under `dir`, by (group, function).
pub fn read(dir: &Path) -> anyhow::Result<HashMap<(String, String), Timing>> {
    let mut out = HashMap::new();
    let groups = std::fs::read_dir(dir)
        .with_context(|| format!("no criterion output in {}", dir.display()))?;
    for group in groups {
        let group = group?.path();
        if !group.is_dir() {
            continue;
        }
        for function in std::fs::read_dir(&group)? {
            let new = function?.path().join("new");
            let (bench, estimates) = (new.join("benchmark.json"), new.join("estimates.json"));
            if !bench.is_file() || !estimates.is_file() {
                continue; // criterion's own report folders
            }
            let b: BenchmarkJson = serde_json::from_slice(&std::fs::read(&bench)?)
                .with_context(|| format!("reading {}", bench.display()))?;
            let e: EstimatesJson = serde_json::from_slice(&std::fs::read(&estimates)?)
                .with_context(|| format!("reading {}", estimates.display()))?;
            let typical = e.slope.unwrap_or(e.mean);
            let Some(function_id) = b.function_id else {
                continue;
            };
            out.insert(
                (b.group_id, function_id),
                Timing {
                    ns: typical.point_estimate,
                    lower_ns: typical.confidence_interval.lower_bound,
                    upper_ns: typical.confidence_interval.upper_bound,
                },
            );
        }
    }
    Ok(out)
}

/// Nanoseconds as the run's table writes milliseconds, with four decimals below 0.1 ms
/// (criterion's intervals are that narrow).
fn ms(ns: f64) -> String {
    let v = ns / 1e6;
    if v < 0.1 {
        format!("{v:.4}")
    } else {
        report::ms(v)
    }
}

fn cell(t: &Timing) -> String {
    format!("{} ms ({}–{})", ms(t.ns), ms(t.lower_ns), ms(t.upper_ns))
}

/// The table of one size. Fails when a benchmark of the mix is missing, so a bench that stopped
/// measuring something cannot leave a hole that looks like a result.
pub fn markdown(
    jobs: usize,
    timings: &HashMap<(String, String), Timing>,
) -> anyhow::Result<String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "### The same query mix under criterion (`cargo bench -p kaamsetu-benches --bench search`)\n"
    );
    for l in report::header_lines().into_iter().skip(1) {
        let _ = writeln!(out, "{l}  ");
    }
    let _ = writeln!(
        out,
        "Time per call with its 95% confidence interval (criterion's estimate: the slope of a linear \
         sample, else the mean), {SAMPLE_SIZE} samples per figure.\n"
    );
    let _ = writeln!(
        out,
        "| Query | KaamSetu | PostgreSQL FTS | PG ÷ KaamSetu | ILIKE '%kw%' |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|");
    let mut missing = vec![];
    for query in queries() {
        let group = group_id(jobs, query);
        let mut get = |engine: &str| {
            let t = timings.get(&(group.clone(), engine.to_string())).copied();
            if t.is_none() {
                missing.push(format!("{group}/{engine}"));
            }
            t
        };
        let ks = get(KAAMSETU);
        let fts = get(POSTGRES_FTS);
        let ilike = (!WITHOUT_ILIKE.contains(&query)).then(|| get(ILIKE));
        let (Some(ks), Some(fts)) = (ks, fts) else {
            continue;
        };
        let ilike = match ilike {
            None => "—".to_string(),
            Some(Some(t)) => cell(&t),
            Some(None) => continue,
        };
        let _ = writeln!(
            out,
            "| {query} | {} | {} | {:.1}× | {ilike} |",
            cell(&ks),
            cell(&fts),
            fts.ns / ks.ns
        );
    }
    if !missing.is_empty() {
        bail!("criterion has no result for {}", missing.join(", "));
    }
    Ok(out)
}

const OPEN: &str = "<!-- criterion -->";
const CLOSE: &str = "<!-- /criterion -->";

/// Puts `table` into the section of `jobs` in `path`, in place of an earlier criterion table.
/// The section must exist: the criterion table belongs beside a run of the same size.
pub fn update_results(path: &Path, jobs: usize, table: &str) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let open = format!("<!-- run:jobs={jobs} -->");
    let start = text.find(&open).with_context(|| {
        format!(
            "no run at {jobs} jobs in {}: run `kaamsetu-bench run --jobs {jobs}` first",
            path.display()
        )
    })?;
    let end = start
        + text[start..]
            .find(report::SECTION_END)
            .context("a section without its end marker")?;
    let mut body = text[start..end].to_string();
    if let (Some(a), Some(b)) = (body.find(OPEN), body.find(CLOSE)) {
        body.replace_range(a..b + CLOSE.len(), "");
    }
    let body = format!("{}\n\n{OPEN}\n{}\n{CLOSE}\n", body.trim_end(), table.trim());
    let out = format!("{}{body}{}", &text[..start], &text[end..]);
    std::fs::write(path, out)?;
    Ok(())
}

/// Criterion's output directory, as criterion picks it.
pub fn default_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("target"));
    target.join("criterion")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes one benchmark as criterion 0.7 does (`new/benchmark.json`, `new/estimates.json`;
    /// the shapes are copied from a real run, trimmed of fields this module does not read).
    fn write_bench(dir: &Path, group: &str, function: &str, ns: f64, slope: bool) {
        let d = dir.join(group.replace('/', "_")).join(function).join("new");
        std::fs::create_dir_all(&d).unwrap();
        let id = serde_json::json!({
            "group_id": group, "function_id": function, "value_str": null, "throughput": null,
            "full_id": format!("{group}/{function}"),
            "directory_name": format!("{}/{function}", group.replace('/', "_")),
            "title": format!("{group}/{function}"),
        });
        let est = |v: f64| {
            serde_json::json!({
                "confidence_interval": {"confidence_level": 0.95, "lower_bound": v * 0.9, "upper_bound": v * 1.1},
                "point_estimate": v, "standard_error": v * 0.05,
            })
        };
        let estimates = serde_json::json!({
            "mean": est(ns * 2.0), "median": est(ns * 3.0), "median_abs_dev": est(1.0),
            "slope": if slope { est(ns) } else { serde_json::Value::Null },
            "std_dev": est(1.0),
        });
        std::fs::write(d.join("benchmark.json"), id.to_string()).unwrap();
        std::fs::write(d.join("estimates.json"), estimates.to_string()).unwrap();
    }

    fn full_mix(dir: &Path, jobs: usize) {
        for q in queries() {
            write_bench(dir, &group_id(jobs, q), KAAMSETU, 1_000_000.0, true);
            write_bench(dir, &group_id(jobs, q), POSTGRES_FTS, 50_000_000.0, false);
            if !WITHOUT_ILIKE.contains(&q) {
                write_bench(dir, &group_id(jobs, q), ILIKE, 500_000_000.0, false);
            }
        }
    }

    #[test]
    fn reads_the_slope_else_the_mean_and_fills_every_row() {
        let dir = tempfile::tempdir().unwrap();
        full_mix(dir.path(), 1000);
        // Criterion's own report folder has no benchmark.json; it is skipped.
        std::fs::create_dir_all(dir.path().join("report")).unwrap();
        let t = read(dir.path()).unwrap();
        let ks = t[&("1000/keyword".to_string(), KAAMSETU.to_string())];
        assert_eq!(ks.ns, 1_000_000.0); // the slope
        let fts = t[&("1000/keyword".to_string(), POSTGRES_FTS.to_string())];
        assert_eq!(fts.ns, 100_000_000.0); // no slope: the mean (twice the given time)
        let md = markdown(1000, &t).unwrap();
        assert!(
            md.contains(
                "| keyword | 1.00 ms (0.90–1.10) | 100 ms (90.0–110) | 100.0× | 1000 ms (900–1100) |"
            ),
            "{md}"
        );
        assert!(md.contains("| similar | 1.00 ms (0.90–1.10) | 100 ms (90.0–110) | 100.0× | — |"));
        assert_eq!(md.matches("\n| ").count(), 1 + queries().len(), "{md}");
    }

    #[test]
    fn a_missing_benchmark_or_another_size_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        full_mix(dir.path(), 1000);
        let t = read(dir.path()).unwrap();
        let err = markdown(100_000, &t).unwrap_err().to_string();
        assert!(err.contains("100000/keyword/kaamsetu"), "{err}");
        std::fs::remove_dir_all(dir.path().join("1000_deep_page").join(ILIKE)).unwrap();
        let t = read(dir.path()).unwrap();
        let err = markdown(1000, &t).unwrap_err().to_string();
        assert_eq!(err, "criterion has no result for 1000/deep_page/ilike");
    }

    #[test]
    fn the_table_goes_into_its_own_size_and_replaces_the_last_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("RESULTS.md");
        assert!(update_results(&path, 1000, "x").is_err());
        report::update_results(&path, 1000, "## 1,000 jobs\n\nrun table").unwrap();
        report::update_results(&path, 5000, "## 5,000 jobs\n\nother table").unwrap();
        update_results(&path, 1000, "first criterion").unwrap();
        update_results(&path, 1000, "second criterion").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("first criterion"), "{text}");
        let one = text.find("run table").unwrap();
        let crit = text.find("second criterion").unwrap();
        let five = text.find("other table").unwrap();
        assert!(one < crit && crit < five, "{text}");
        assert_eq!(text.matches(OPEN).count(), 1);
        // The next run of that size replaces the whole section, criterion table included.
        report::update_results(&path, 1000, "## 1,000 jobs\n\nnew run").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("second criterion") && text.contains("other table"));
    }
}
