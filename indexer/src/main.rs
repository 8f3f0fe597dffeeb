//! `kaamsetu-indexer`: the index worker and the ops commands.

use std::{path::PathBuf, time::Instant};

use clap::{Parser, Subcommand};
use kaamsetu_indexer::{db, node::NodeConfig, outbox, run, worker};

#[derive(Parser)]
#[command(
    name = "kaamsetu-indexer",
    about = "KaamSetu search indexer and ops commands"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Keep the index in step with PostgreSQL (the long-running worker).
    Run(run::RunArgs),
    /// Rebuild this node's index into a new directory and swap it in atomically; the worker
    /// follows the log from where the rebuild began.
    Reindex(Target),
    /// The log's depth and nodes, the last commit, and documents in this node's index against
    /// open jobs in PostgreSQL; with `--api`, the search caches of a running API.
    Status(StatusArgs),
    /// Insert deterministic demo data (employers, jobs, demo accounts).
    Seed(kaamsetu_seed::SeedArgs),
    /// Load a job feed (JSON lines or CSV): employers matched or created, free-text places
    /// resolved, idempotent by external id, written through the search outbox.
    ImportJobs(kaamsetu_indexer::import::ImportArgs),
    /// The keywords whose searches found nothing, most frequent first (from Redis).
    ZeroResults(kaamsetu_indexer::zero::ZeroArgs),
    /// Job alerts: `alerts digest --frequency daily|weekly [--now TIME]` queues the digests due
    /// (the worker does it on schedule, at 08:00 IST; Mondays for weekly ones).
    #[command(subcommand)]
    Alerts(AlertsCommand),
}

#[derive(Subcommand)]
enum AlertsCommand {
    /// Queue the digests due now (or at --now).
    Digest(kaamsetu_indexer::alerts::DigestArgs),
}

#[derive(clap::Args)]
struct StatusArgs {
    #[command(flatten)]
    target: Target,
    /// A running API (`http://127.0.0.1:PORT`): its search caches, read from its `/metrics`
    /// (loopback, or `KAAMSETU_METRICS_TOKEN`).
    #[arg(long, env = "KAAMSETU_API_URL")]
    api: Option<String>,
}

#[derive(clap::Args)]
struct Target {
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/kaamsetu"
    )]
    database_url: String,
    #[arg(long, env = "KAAMSETU_DATA_DIR", default_value = ".data")]
    data_dir: PathBuf,
    /// The node whose index this is (the worker's `KAAMSETU_NODE_ID`; by default the host's
    /// name and the index directory, as the worker's).
    #[arg(long, env = "KAAMSETU_NODE_ID")]
    node_id: Option<String>,
}

impl Target {
    fn node(&self) -> anyhow::Result<NodeConfig> {
        NodeConfig::new(self.node_id.as_deref(), &self.data_dir.join("index"), None)
    }
}

/// `seed`: the demo data of `kaamsetu-seed`, on a database migrated first (a fresh one works).
async fn seed(args: kaamsetu_seed::SeedArgs) -> anyhow::Result<()> {
    let pool = db::connect(&args.database_url).await?;
    kaamsetu_seed::run(&pool, &args).await
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    kaamsetu_search::telemetry::init_logging("info,sqlx=warn,tantivy=warn")?;
    match Cli::parse().command {
        Command::Run(args) => run::run(args).await,
        Command::Seed(args) => seed(args).await,
        Command::ImportJobs(args) => kaamsetu_indexer::import::run(args).await,
        Command::ZeroResults(args) => kaamsetu_indexer::zero::run(args).await,
        Command::Alerts(AlertsCommand::Digest(args)) => {
            kaamsetu_indexer::alerts::digest_command(args).await
        }
        Command::Reindex(t) => {
            let db = db::connect(&t.database_url).await?;
            let (_, open, _) = outbox::stats(&db).await?;
            let started = Instant::now();
            let mut last = 0usize;
            let node = t.node()?;
            let (_, writer) = worker::rebuild(&db, &t.data_dir.join("index"), &node.id, |n| {
                if n >= last + 50_000 || n == open as usize {
                    last = n;
                    let secs = started.elapsed().as_secs_f64().max(1e-3);
                    eprintln!(
                        "  indexed {n:>9} / {open} jobs  ({:.0} docs/s)",
                        n as f64 / secs
                    );
                }
            })
            .await?;
            writer.finish()?;
            let secs = started.elapsed().as_secs_f64();
            println!(
                "reindexed {open} open jobs in {secs:.1} s ({:.0} docs/s); the worker follows the log from there",
                open as f64 / secs.max(1e-3)
            );
            Ok(())
        }
        Command::Status(StatusArgs { target: t, api }) => {
            let db = db::connect(&t.database_url).await?;
            let (depth, open, oldest) = outbox::stats(&db).await?;
            let root = t.data_dir.join("index");
            println!("outbox depth:      {depth}");
            if let Some(age) = oldest {
                println!("oldest waiting:    {age:.1} s");
            }
            let me = t.node()?.id;
            let mut to_apply = depth;
            for (node, behind, seen) in outbox::nodes(&db).await? {
                let mark = if node == me { " (this one)" } else { "" };
                if node == me {
                    to_apply = behind;
                }
                println!("node{mark}: {node}\n  rows to apply:   {behind}, seen {seen:.0} s ago");
            }
            println!("open jobs (PG):    {open}");
            let a = outbox::alert_stats(&db).await?;
            println!("alerts:            {} ({} active)", a.alerts, a.live);
            match a.feed_oldest_secs {
                Some(age) => println!("jobs to match:     {} (oldest {age:.1} s)", a.feed_waiting),
                None => println!("jobs to match:     0"),
            }
            println!("matches waiting:   {}", a.matches_waiting);
            println!(
                "alert mails today: {} sent, {} failed",
                a.sent_today, a.failed_today
            );
            match kaamsetu_search::index::open_current(&root)? {
                Some((dir, idx)) => {
                    let reader = idx.reader()?;
                    let docs = reader.searcher().num_docs();
                    let meta = std::fs::metadata(dir.join("meta.json"))?;
                    let age = meta.modified()?.elapsed().map(|d| d.as_secs()).unwrap_or(0);
                    println!("index documents:   {docs}");
                    println!("last commit:       {age} s ago ({})", dir.display());
                    println!(
                        "in step:           {}",
                        if docs as i64 == open && to_apply == 0 {
                            "yes"
                        } else {
                            "no (the worker catches up)"
                        }
                    );
                }
                None => println!("index:             missing (the worker builds it at start)"),
            }
            match api {
                Some(base) => match kaamsetu_indexer::api_caches::scrape(&base).await {
                    Ok(text) => {
                        println!("API search caches (this generation, each bounded):");
                        for line in kaamsetu_indexer::api_caches::describe(
                            &kaamsetu_indexer::api_caches::parse(&text),
                        ) {
                            println!("{line}");
                        }
                    }
                    Err(e) => println!("API search caches: {e:#}"),
                },
                None => println!("API search caches: add --api http://127.0.0.1:PORT to see them"),
            }
            Ok(())
        }
    }
}
