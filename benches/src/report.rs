//! The markdown table of a run, and `benches/RESULTS.md` (one section per size, replaced by
//! the next run of that size).

use std::{fmt::Write as _, path::Path};

use crate::{
    load::{LoadResult, RateResult},
    stack::Rebuild,
    stats::Samples,
};

/// One search of the mix on all three engines: samples and what each found.
pub struct SearchRow {
    pub name: String,
    pub what: String,
    pub ks: (Samples, usize),
    pub fts: (Samples, usize),
    pub ilike: Option<(Samples, usize)>,
    /// Target p99 in ms, if docs/design/search.md sets one.
    pub target_p99_ms: Option<f64>,
}

/// Everything one run measured.
pub struct Report {
    pub jobs: usize,
    pub open_jobs: i64,
    pub smoke: bool,
    pub seed_secs: f64,
    pub pg_build_secs: f64,
    pub pg_size_bytes: i64,
    pub rebuild: Rebuild,
    pub rows: Vec<SearchRow>,
    pub server_side: Samples,
    /// The goal query at the goal's rate: the warm-up, then the measured run.
    pub warm_up: RateResult,
    pub at_rate: RateResult,
    pub load: Vec<(String, LoadResult)>,
    pub connections: u32,
    pub load_secs: u32,
    pub lag_steady: Samples,
    pub lag_steady_rate: f64,
    pub lag_burst: Samples,
    /// The lag again with job alerts in the database, and the alerts' matcher.
    pub alerts_lag: Option<crate::alerts_db::AlertsLag>,
    pub rss_api: crate::stack::Memory,
    pub rss_indexer: crate::stack::Memory,
    /// Building the title-suggestion table of a fresh commit.
    pub suggester_build_secs: f64,
}

/// Milliseconds with the precision the tables use.
pub(crate) fn ms(v: f64) -> String {
    if v < 10.0 {
        format!("{v:.2}")
    } else if v < 100.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.0}")
    }
}

fn p50_99(s: &Samples) -> String {
    format!("{} / {} ms", ms(s.pct_ms(50.0)), ms(s.pct_ms(99.0)))
}

fn mb(bytes: u64) -> String {
    format!("{:.0} MB", bytes as f64 / 1_048_576.0)
}

fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// CPU µs per request as the table shows it ("—" when it could not be read).
fn cpu(us: f64) -> String {
    if us > 0.0 {
        format!("{us:.0}")
    } else {
        "—".to_string()
    }
}

fn met(ok: bool) -> &'static str {
    if ok { "yes" } else { "**no**" }
}

/// This machine, today, this commit.
pub fn header_lines() -> Vec<String> {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let mem_gib = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1_048_576.0);
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default()
    };
    let commit = git(&["rev-parse", "--short", "HEAD"]);
    // The results file itself is not a change to what was measured (a run of one size
    // rewrites it before the next size's run).
    let dirty = !git(&[
        "status",
        "--porcelain",
        "--untracked-files=no",
        "--",
        ".",
        ":(exclude)benches/RESULTS.md",
    ])
    .is_empty();
    vec![
        format!(
            "Machine: {cores} cores ({cpu}), {mem_gib:.0} GiB; PostgreSQL and Redis on the same machine"
        ),
        format!(
            "Date: {}; commit `{commit}`{}",
            chrono::Utc::now().format("%Y-%m-%d %H:%M UTC"),
            if dirty {
                " with uncommitted changes"
            } else {
                ""
            }
        ),
    ]
}

impl Report {
    /// The lag with alerts in the database, and what the alerts' matcher did meanwhile.
    fn alerts_rows(&self, out: &mut String, a: &crate::alerts_db::AlertsLag) {
        let n = thousands(a.alerts as u64);
        for (what, s) in [
            (
                format!(
                    "steady, {} jobs at {}/s",
                    a.steady.len(),
                    self.lag_steady_rate
                ),
                &a.steady,
            ),
            (format!("burst of {} jobs", a.burst.len()), &a.burst),
        ] {
            let _ = writeln!(
                out,
                "| Index lag with {n} job alerts, {what}: posted (201) → found by `/api/jobs` (p50 / p99) | {} | — | — | — | p99 < 1 s | {} |",
                p50_99(s),
                met(s.pct_ms(99.0) < 1000.0)
            );
        }
        let _ = writeln!(
            out,
            "| Job alerts' matcher beside the indexer: {n} alerts inserted / read by the running matcher; the jobs above matched ({} matches) after the last was found by search | {:.0} s / {:.0} s; {:.1} s | — | — | — | — | — |",
            thousands(a.matches.max(0) as u64),
            a.insert_secs,
            a.load_secs,
            a.catch_up_secs
        );
    }

    /// The run's section: a heading, the machine, and one table.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "## {} jobs ({} open){}\n",
            thousands(self.jobs as u64),
            thousands(self.open_jobs as u64),
            if self.smoke {
                " — smoke run, figures not meaningful"
            } else {
                ""
            }
        );
        for l in header_lines() {
            let _ = writeln!(out, "{l}  ");
        }
        let _ = writeln!(
            out,
            "\n| Figure | KaamSetu | PostgreSQL FTS | PG ÷ KaamSetu (p99) | ILIKE '%kw%' | Target | Met |"
        );
        let _ = writeln!(out, "|---|---|---|---|---|---|---|");
        for r in &self.rows {
            let ratio = r.fts.0.pct_ms(99.0) / r.ks.0.pct_ms(99.0);
            let ilike = r.ilike.as_ref().map_or("—".to_string(), |(s, n)| {
                format!("{} ({} found)", p50_99(s), thousands(*n as u64))
            });
            let (target, ok) = match r.target_p99_ms {
                Some(t) => (
                    format!("p99 < {t} ms"),
                    met(r.ks.0.pct_ms(99.0) < t).to_string(),
                ),
                None => ("—".into(), "—".into()),
            };
            let _ = writeln!(
                out,
                "| {} — {} (p50 / p99) | {} ({} found) | {} ({} found) | {ratio:.1}× | {ilike} | {target} | {ok} |",
                r.name,
                r.what,
                p50_99(&r.ks.0),
                thousands(r.ks.1 as u64),
                p50_99(&r.fts.0),
                thousands(r.fts.1 as u64),
            );
        }
        let ss = self.server_side.pct_ms(99.0);
        let _ = writeln!(
            out,
            "| HTTP `/api/jobs` goal query, server-side (Server-Timing, {} different searches one at a time, p50 / p99) | {} | — | — | — | p99 < 20 ms | {} |",
            self.server_side.len(),
            p50_99(&self.server_side),
            met(ss < 20.0)
        );
        let (r, w) = (&self.at_rate, &self.warm_up);
        let _ = writeln!(
            out,
            "| HTTP `/api/jobs` goal query at a fixed {:.0} req/s, every search different, {} connections, {:.0} s after a {:.0} s warm-up at that rate: server-side p50 / p99 (Server-Timing); each request's due time → whole reply, p50 / p99 / p99.9; the API's CPU per request | server {}; client {} / {} / {} ms; {:.0} req/s served; CPU {} µs/request; {} errors (warm-up: server p99 {} ms, client p99 {} ms, slowest {} ms) | — | — | — | p99 < 20 ms server-side at 1,500 req/s | {} |",
            r.target_rps,
            r.connections,
            r.secs,
            w.secs,
            p50_99(&r.server),
            ms(r.client.pct_ms(50.0)),
            ms(r.client.pct_ms(99.0)),
            ms(r.client.pct_ms(99.9)),
            r.served_rps,
            cpu(r.cpu_us_per_request),
            r.errors + w.errors,
            ms(w.server.pct_ms(99.0)),
            ms(w.client.pct_ms(99.0)),
            ms(w.client.pct_ms(100.0)),
            met(r.server.pct_ms(99.0) < 20.0
                && r.target_rps >= 1500.0
                && r.served_rps >= 0.98 * r.target_rps
                && r.errors == 0)
        );
        for (what, l) in &self.load {
            let target = if what.starts_with("/api/jobs?") {
                (
                    "> 1,500 req/s".to_string(),
                    met(l.rps() > 1500.0).to_string(),
                )
            } else {
                ("—".to_string(), "—".to_string())
            };
            let _ = writeln!(
                out,
                "| HTTP load `{what}`: {} connections, {} s, keep-alive (req/s; p50 / p99 / p99.9; the API's CPU per request) | {:.0} req/s; {} / {} / {} ms; CPU {} µs/request; {} errors | — | — | — | {} | {} |",
                self.connections,
                self.load_secs,
                l.rps(),
                ms(l.p50_us as f64 / 1000.0),
                ms(l.p99_us as f64 / 1000.0),
                ms(l.p999_us as f64 / 1000.0),
                cpu(l.cpu_us_per_request),
                l.errors + l.non2xx,
                target.0,
                target.1
            );
        }
        for (what, s) in [
            (
                format!(
                    "steady, {} jobs at {}/s",
                    self.lag_steady.len(),
                    self.lag_steady_rate
                ),
                &self.lag_steady,
            ),
            (
                format!("burst of {} jobs", self.lag_burst.len()),
                &self.lag_burst,
            ),
        ] {
            let _ = writeln!(
                out,
                "| Index lag, {what}: posted (201) → found by `/api/jobs` (p50 / p99) | {} | — | — | — | p99 < 1 s | {} |",
                p50_99(s),
                met(s.pct_ms(99.0) < 1000.0)
            );
        }
        if let Some(a) = &self.alerts_lag {
            self.alerts_rows(&mut out, a);
        }
        let rb = &self.rebuild;
        let at_million = self.jobs >= 1_000_000;
        let _ = writeln!(
            out,
            "| Full rebuild (`kaamsetu-indexer reindex`) vs building the FTS table + indexes | {:.1} s, {} docs/s | {:.1} s | {:.1}× | — | 1M jobs < 120 s | {} |",
            rb.secs,
            thousands((rb.docs as f64 / rb.secs.max(1e-3)) as u64),
            self.pg_build_secs,
            self.pg_build_secs / rb.secs.max(1e-3),
            if at_million {
                met(rb.secs < 120.0)
            } else {
                "n/a below 1M"
            }
        );
        let _ = writeln!(
            out,
            "| Title-suggestion table of a fresh commit (built on the first keystroke after it) | {} ms | — | — | — | — | — |",
            ms(self.suggester_build_secs * 1000.0)
        );
        let _ = writeln!(
            out,
            "| Size on disk (index vs FTS table + indexes) | {} | {} | — | — | — | — |",
            mb(rb.index_bytes),
            mb(self.pg_size_bytes.max(0) as u64)
        );
        let _ = writeln!(
            out,
            "| Memory: API after load and lag / indexer during rebuild / indexer running: peak RSS (anonymous: what the process holds, without the index files it maps; the API's and running indexer's now, the rebuild's peak) | {} ({} anonymous) / {} ({} anonymous) / {} ({} anonymous) | — | — | — | API ≤ 300 MB, rebuild ≤ 600 MB | {} |",
            mb(self.rss_api.peak),
            mb(self.rss_api.anon),
            mb(rb.peak_rss_bytes),
            mb(rb.peak_anon_bytes),
            mb(self.rss_indexer.peak),
            mb(self.rss_indexer.anon),
            if at_million {
                met(self.rss_api.anon <= 300 << 20 && rb.peak_anon_bytes <= 600 << 20)
            } else {
                "n/a below 1M"
            }
        );
        let _ = writeln!(
            out,
            "| Seeding (PostgreSQL, for reference) | {:.1} s | — | — | — | — | — |",
            self.seed_secs
        );
        out
    }
}

const RESULTS_HEAD: &str = "# Benchmark results

Produced by `scripts/bench.sh` (see the README); every figure is measured by that run, on the
machine it names. Latencies of the search rows are in-process calls of the search crate and of
PostgreSQL (one statement each, over a local connection); the HTTP rows go through the running
API. Each size's section ends with criterion's estimates for the same query mix, measured right
after, and is replaced whole by the next run of that size.
";

/// Where a size's section ends (it starts with `<!-- run:jobs=N -->`).
pub const SECTION_END: &str = "<!-- /run -->";

/// Puts `section` into `path` in place of the previous run of the same size; what follows the
/// last run (the quality and web speed sections) is kept as it is.
pub fn update_results(path: &Path, jobs: usize, section: &str) -> anyhow::Result<()> {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let tail = old
        .rfind(SECTION_END)
        .map(|i| old[i + SECTION_END.len()..].trim().to_string())
        .unwrap_or_default();
    let mut sections: Vec<(usize, String)> = vec![];
    for part in old.split("<!-- run:jobs=").skip(1) {
        let Some((n, rest)) = part.split_once(" -->") else {
            continue;
        };
        let Some((body, _)) = rest.split_once(SECTION_END) else {
            continue;
        };
        if let Ok(n) = n.parse::<usize>()
            && n != jobs
        {
            sections.push((n, body.trim().to_string()));
        }
    }
    sections.push((jobs, section.trim().to_string()));
    sections.sort_by_key(|(n, _)| *n);
    let mut out = RESULTS_HEAD.to_string();
    for (n, body) in sections {
        let _ = write!(out, "\n<!-- run:jobs={n} -->\n{body}\n{SECTION_END}\n");
    }
    if !tail.is_empty() {
        let _ = write!(out, "\n{tail}\n");
    }
    std::fs::write(path, out)?;
    Ok(())
}

/// Keeps `table` between `<!-- key -->` and `<!-- /key -->` in `path`: in place of the block
/// there, else at the end of the section `heading` (added at the end of the file with `intro`
/// when missing). What the section says around its blocks is left as written.
pub fn keep_marked(
    path: &Path,
    heading: &str,
    intro: &str,
    key: &str,
    table: &str,
) -> anyhow::Result<()> {
    let mut text = std::fs::read_to_string(path).unwrap_or_default();
    let open = format!("<!-- {key} -->");
    let close = format!("<!-- /{key} -->");
    let block = format!("{open}\n{table}{close}");
    if let (Some(a), Some(b)) = (text.find(&open), text.find(&close)) {
        text.replace_range(a..b + close.len(), &block);
    } else {
        if !text.contains(heading) {
            text = format!("{}\n\n{heading}\n\n{intro}\n", text.trim_end());
        }
        let at = text.find(heading).expect("section") + heading.len();
        let end = text[at..].find("\n## ").map_or(text.len(), |i| at + i);
        text.insert_str(end, &format!("\n{block}\n"));
    }
    std::fs::write(path, text)?;
    Ok(())
}

/// Puts a named section (from its `## ` heading to the next `## ` heading) into `path` in place
/// of the one with the same heading, or at the end.
pub fn keep_section(path: &str, heading: &str, section: &str) -> anyhow::Result<()> {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let new = match old.find(&format!("\n{heading}\n")) {
        Some(at) => {
            let start = at + 1;
            let end = old[start + heading.len()..]
                .find("\n## ")
                .map_or(old.len(), |i| start + heading.len() + i + 1);
            let gap = if end < old.len() { "\n\n" } else { "\n" };
            format!(
                "{}{}{gap}{}",
                &old[..start],
                section.trim_end(),
                &old[end..]
            )
        }
        None => format!("{}\n\n{}\n", old.trim_end(), section.trim_end()),
    };
    std::fs::write(path, new)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marked_table_is_replaced_in_place_or_added_to_its_section() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("RESULTS.md");
        std::fs::write(&path, "# R\n\n## A\n\nwritten by hand\n\n## B\n\nb\n").unwrap();
        keep_marked(&path, "## A", "intro a", "t1", "| one |\n").unwrap();
        keep_marked(&path, "## C", "intro c", "t2", "| two |\n").unwrap();
        keep_marked(&path, "## A", "intro a", "t1", "| three |\n").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "# R\n\n## A\n\nwritten by hand\n\n<!-- t1 -->\n| three |\n<!-- /t1 -->\n\n## B\n\nb\n\n\
             ## C\n\nintro c\n\n<!-- t2 -->\n| two |\n<!-- /t2 -->\n"
        );
    }

    #[test]
    fn a_named_section_is_replaced_in_place_or_added() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("RESULTS.md");
        let p = path.to_str().unwrap();
        std::fs::write(&path, "# R\n\n## A\n\nold a\n\n## B\n\nb\n").unwrap();
        keep_section(p, "## A", "## A\n\nnew a\n").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "# R\n\n## A\n\nnew a\n\n## B\n\nb\n"
        );
        keep_section(p, "## C", "## C\n\nc").unwrap();
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .ends_with("## B\n\nb\n\n## C\n\nc\n")
        );
    }

    #[test]
    fn a_run_replaces_its_size_and_keeps_the_other_sizes_and_what_follows() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("RESULTS.md");
        let tail = "## Search quality\n\n| engine | success@10 |\n\n## Web speed\n\nmeasured";
        std::fs::write(
            &path,
            format!(
                "{RESULTS_HEAD}\n<!-- run:jobs=100 -->\nold 100\n{SECTION_END}\n\n<!-- run:jobs=1000 -->\nold 1000\n{SECTION_END}\n\n{tail}\n"
            ),
        )
        .unwrap();
        update_results(&path, 1000, "new 1000").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("old 100\n"), "{text}");
        assert!(
            text.contains("new 1000") && !text.contains("old 1000"),
            "{text}"
        );
        assert!(text.trim_end().ends_with(tail), "{text}");
        // Twice: the tail is not repeated.
        update_results(&path, 100, "new 100").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.matches("## Web speed").count(), 1, "{text}");
        assert!(text.find("new 100").unwrap() < text.find("new 1000").unwrap());
    }
}
