//! `kaamsetu-indexer zero-results`: the searches that found nothing, as the API counts them in
//! the Redis sorted set `<prefix>search:zero-results` (member `keyword|location`), most frequent
//! first, so ops can add the missing words to the search table (`search/src/vocabulary.rs`).

/// Options of `kaamsetu-indexer zero-results`.
#[derive(clap::Args, Clone, Debug)]
pub struct ZeroArgs {
    #[arg(long, env = "REDIS_URL", default_value = "redis://127.0.0.1:6379")]
    pub redis_url: String,
    /// The API's key prefix (`KAAMSETU_REDIS_PREFIX`).
    #[arg(long, env = "KAAMSETU_REDIS_PREFIX", default_value = "ks:")]
    pub redis_prefix: String,
    /// How many to show.
    #[arg(long, default_value_t = 50)]
    pub top: isize,
}

/// (keyword, location, count), most frequent first.
pub async fn top(args: &ZeroArgs) -> anyhow::Result<Vec<(String, String, u64)>> {
    let client = redis::Client::open(args.redis_url.as_str())?;
    let mut c = client.get_multiplexed_async_connection().await?;
    let rows: Vec<(String, f64)> = redis::cmd("ZREVRANGE")
        .arg(format!("{}search:zero-results", args.redis_prefix))
        .arg(0)
        .arg(args.top.max(1) - 1)
        .arg("WITHSCORES")
        .query_async(&mut c)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(member, n)| {
            let (k, l) = member.split_once('|').unwrap_or((member.as_str(), ""));
            (k.to_string(), l.to_string(), n as u64)
        })
        .collect())
}

pub async fn run(args: ZeroArgs) -> anyhow::Result<()> {
    let rows = top(&args).await?;
    if rows.is_empty() {
        println!("no zero-result searches counted");
        return Ok(());
    }
    println!("{:>7}  {:<40} location", "count", "keyword");
    for (k, l, n) in rows {
        println!("{n:>7}  {k:<40} {l}");
    }
    Ok(())
}
