//! `status --api URL`: the search caches of a running API (entries, bytes and bound of each),
//! read from its `/metrics` on loopback (or with `KAAMSETU_METRICS_TOKEN`'s bearer).

use std::collections::BTreeMap;

use anyhow::Context;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One cache's figures.
#[derive(Debug, Default, PartialEq)]
pub struct CacheFigures {
    pub entries: f64,
    pub bytes: f64,
    pub max_bytes: Option<f64>,
}

/// The caches named in a scrape's text, by name.
pub fn parse(metrics: &str) -> BTreeMap<String, CacheFigures> {
    let mut out: BTreeMap<String, CacheFigures> = BTreeMap::new();
    for line in metrics.lines().filter(|l| !l.starts_with('#')) {
        let Some((series, value)) = line.rsplit_once(' ') else {
            continue;
        };
        let Some((name, labels)) = series.split_once('{') else {
            continue;
        };
        let Some(cache) = labels
            .split(',')
            .find_map(|l| l.trim_end_matches('}').strip_prefix("cache=\""))
            .map(|c| c.trim_end_matches('"'))
        else {
            continue;
        };
        let Ok(value) = value.parse::<f64>() else {
            continue;
        };
        let figures = out.entry(cache.to_string()).or_default();
        match name {
            "kaamsetu_search_cache_entries" => figures.entries = value,
            "kaamsetu_search_cache_bytes" => figures.bytes = value,
            "kaamsetu_search_cache_max_bytes" => figures.max_bytes = Some(value),
            _ => {}
        }
    }
    out
}

/// `GET /metrics` of the API at `base` (`http://host:port`), over plain HTTP/1.0.
pub async fn scrape(base: &str) -> anyhow::Result<String> {
    let authority = base
        .strip_prefix("http://")
        .context("the API's address as http://host:port")?
        .trim_end_matches('/');
    let mut stream = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        tokio::net::TcpStream::connect(authority),
    )
    .await
    .context("the API did not answer within 5 s")??;
    let bearer = std::env::var("KAAMSETU_METRICS_TOKEN")
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let request = format!("GET /metrics HTTP/1.0\r\nHost: {authority}\r\n{bearer}\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut reply = String::new();
    tokio::time::timeout(
        std::time::Duration::from_secs(5),
        stream.read_to_string(&mut reply),
    )
    .await
    .context("the API's metrics took over 5 s")??;
    let (head, body) = reply.split_once("\r\n\r\n").context("not an HTTP reply")?;
    anyhow::ensure!(
        head.starts_with("HTTP/1.1 200") || head.starts_with("HTTP/1.0 200"),
        "the API refused its metrics: {}",
        head.lines().next().unwrap_or("")
    );
    Ok(body.to_string())
}

/// The lines `status` prints for the caches.
pub fn describe(caches: &BTreeMap<String, CacheFigures>) -> Vec<String> {
    let mb = |b: f64| b / 1_048_576.0;
    caches
        .iter()
        .map(|(name, c)| match c.max_bytes {
            Some(max) => format!(
                "  {name:<12} {:>7} entries, {:>6.1} MB of {:.0} MB",
                c.entries,
                mb(c.bytes),
                mb(max)
            ),
            None => format!(
                "  {name:<12} {:>7} entries, {:>6.1} MB (one table per commit)",
                c.entries,
                mb(c.bytes)
            ),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scrape_gives_each_cache_its_figures() {
        let text = "# HELP kaamsetu_search_cache_entries Entries\n\
            kaamsetu_search_cache_entries{cache=\"results\"} 12\n\
            kaamsetu_search_cache_bytes{cache=\"results\"} 524288\n\
            kaamsetu_search_cache_max_bytes{cache=\"results\"} 50331648\n\
            kaamsetu_search_cache_entries{cache=\"suggestions\"} 300\n\
            kaamsetu_search_cache_bytes{cache=\"suggestions\"} 20480\n\
            kaamsetu_http_requests_total{route=\"other\",method=\"GET\",status=\"404\"} 3\n";
        let caches = parse(text);
        assert_eq!(caches.len(), 2);
        assert_eq!(
            caches["results"],
            CacheFigures {
                entries: 12.0,
                bytes: 524_288.0,
                max_bytes: Some(50_331_648.0)
            }
        );
        assert_eq!(caches["suggestions"].max_bytes, None);
        let lines = describe(&caches);
        assert!(
            lines[0].contains("results") && lines[0].contains("0.5 MB of 48 MB"),
            "{lines:?}"
        );
        assert!(lines[1].contains("one table per commit"), "{lines:?}");
    }
}
