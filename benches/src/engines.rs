//! The three ways to answer the mix: KaamSetu's index (the search crate, as the API calls it),
//! PostgreSQL full-text search (`tsvector` + GIN, `ts_rank`, exact count, facets by GROUP BY
//! in the same statement), and the naive `ILIKE '%word%'` of job-board tutorials.

use kaamsetu_search::{
    assistant,
    facets::SALARY_BUCKETS,
    index::Snapshot,
    places::places,
    query, records,
    request::{SearchRequest, Sort},
    similar,
};
use sqlx::{AssertSqlSafe, PgPool};
use uuid::Uuid;

/// KaamSetu: the search the API runs; returns the total.
pub fn ks_search(snap: &Snapshot, req: &SearchRequest) -> anyhow::Result<usize> {
    Ok(query::search(&snap.searcher, &snap.fields, req)?.total)
}

/// KaamSetu: the job assistant's work on one message, as the chat route does it (understand,
/// search, then the relaxations in turn while nothing matches); returns the jobs it names.
pub fn ks_chat(snap: &Snapshot, message: &str) -> anyhow::Result<usize> {
    let u = assistant::understand(message);
    let f = assistant::next_filters(None, &u);
    if f.is_empty() {
        return Ok(0);
    }
    Ok(assistant::answer(&snap.searcher, &snap.fields, &f, 5)?
        .jobs
        .len())
}

/// The search a chat message asks for (no relaxation), for PostgreSQL's side of the chat row.
pub fn chat_request(message: &str) -> SearchRequest {
    assistant::understand(message).filters.to_request(5)
}

/// KaamSetu: title suggestions; returns how many.
pub fn ks_suggest(snap: &Snapshot, typed: &str) -> anyhow::Result<usize> {
    Ok(snap.suggester()?.suggest(typed, 10).len())
}

/// KaamSetu: similar jobs of `id` (read from the index, as the API reads it from PostgreSQL).
pub fn ks_similar(snap: &Snapshot, id: Uuid) -> anyhow::Result<usize> {
    let job = records::find(&snap.searcher, &snap.fields, id)?
        .ok_or_else(|| anyhow::anyhow!("job {id} is not in the index"))?;
    Ok(similar::similar(&snap.searcher, &snap.fields, &job, 6)?.len())
}

/// How PostgreSQL matches the keyword.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pg {
    /// `tsv @@ websearch_to_tsquery(...)`, ordered by `ts_rank`.
    Fts,
    /// Every word `ILIKE '%word%'` in title, company, skills, category or description.
    Ilike,
}

fn lit(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn list(values: &[String]) -> String {
    values.iter().map(|v| lit(v)).collect::<Vec<_>>().join(", ")
}

/// One statement answering a search the way a team would with PostgreSQL: the keyword and
/// location as the base, every filter group as a predicate, the page, the exact count, and
/// the facet counts of every group ignoring its own selection. Returns JSON
/// `{total, ids, facets}`.
pub fn pg_search_sql(req: &SearchRequest, how: Pg) -> String {
    let mut base = vec!["true".to_string()];
    let mut from = "bench_jobs".to_string();
    let mut rank = "0::real".to_string();
    if let Some(k) = req.keyword.as_deref().filter(|k| !k.trim().is_empty()) {
        match how {
            Pg::Fts => {
                from = format!("bench_jobs, websearch_to_tsquery('english', {}) q", lit(k));
                base.push("tsv @@ q".into());
                rank = "ts_rank(tsv, q)".into();
            }
            Pg::Ilike => {
                for w in k.split_whitespace() {
                    let p = lit(&format!("%{w}%"));
                    base.push(format!(
                        "(title ilike {p} or company ilike {p} or requirements ilike {p} \
                         or category ilike {p} or description ilike {p})"
                    ));
                }
            }
        }
    }
    // A radius: the cities within it (from the same places data), each with its distance for
    // the nearest-first order, as a team would precompute them.
    let within = req.radius_km.and_then(|km| {
        let p = places();
        let point = req.near.or_else(|| p.point(req.location.as_deref()?))?;
        Some(p.cities_within(point, km))
    });
    let mut distance = None;
    if let Some(cities) = &within {
        let pairs: Vec<String> = cities
            .iter()
            .map(|(c, _)| format!("({}, {})", lit(&c.name), lit(&c.state)))
            .collect();
        base.push(if pairs.is_empty() {
            "false".into()
        } else {
            format!("(location, state) in ({})", pairs.join(", "))
        });
        let whens: Vec<String> = cities
            .iter()
            .map(|(c, km)| {
                format!(
                    "when location = {} and state = {} then {km:.3}",
                    lit(&c.name),
                    lit(&c.state)
                )
            })
            .collect();
        distance = Some(format!("case {} else 0 end", whens.join(" ")));
    }
    if let Some(l) = req.location.as_deref().filter(|_| within.is_none()) {
        let m = places().resolve_location(l);
        let mut any = vec![];
        if !m.cities.is_empty() {
            any.push(format!("location in ({})", list(&m.cities)));
        }
        if !m.states.is_empty() {
            any.push(format!("state in ({})", list(&m.states)));
        }
        if any.is_empty() {
            any.push(format!("location ilike {}", lit(l)));
        }
        base.push(format!("({})", any.join(" or ")));
    }
    // The filter groups: (facet column, predicate of the selection).
    let mut groups: Vec<(&str, Option<String>)> = vec![
        (
            "category",
            (!req.categories.is_empty())
                .then(|| format!("category in ({})", list(&req.categories))),
        ),
        (
            "type",
            (!req.types.is_empty()).then(|| format!("type in ({})", list(&req.types))),
        ),
        (
            "work_mode",
            (!req.work_modes.is_empty())
                .then(|| format!("work_mode in ({})", list(&req.work_modes))),
        ),
        (
            "gender",
            match req.gender.as_deref() {
                Some(g @ ("Male" | "Female")) => Some(format!("gender in ({}, 'Both')", lit(g))),
                _ => None,
            },
        ),
        (
            "is_blue_collar",
            req.blue_collar.map(|b| format!("is_blue_collar = {b}")),
        ),
    ];
    let salary = match (req.min_salary, req.max_salary) {
        (None, None) => None,
        (lo, hi) => Some(format!(
            "sal_min is not null and sal_max >= {} and sal_min <= {}",
            lo.unwrap_or(0),
            hi.unwrap_or(i64::MAX / 4)
        )),
    };
    groups.push(("salary", salary));
    let all_but = |skip: &str| {
        let parts: Vec<&str> = groups
            .iter()
            .filter(|(g, _)| *g != skip)
            .filter_map(|(_, p)| p.as_deref())
            .collect();
        if parts.is_empty() {
            "true".to_string()
        } else {
            parts.join(" and ")
        }
    };
    let order = match (req.sort, how, req.keyword.is_some()) {
        (Some(Sort::Distance), _, _) if distance.is_some() => "d, created_at desc, id desc",
        (Some(Sort::Newest), _, _) | (_, Pg::Ilike, _) | (_, _, false) => {
            "created_at desc, id desc"
        }
        _ => "r desc, created_at desc",
    };
    let distance = distance.unwrap_or_else(|| "0::real".into());
    let mut facets = vec![];
    if req.with_facets {
        for col in ["category", "type", "work_mode", "gender", "is_blue_collar"] {
            facets.push(format!(
                "{}, (select json_object_agg(v, n) from (select {col}::text as v, count(*) as n \
                 from m where {} group by {col}) x)",
                lit(col),
                all_but(col)
            ));
        }
        let buckets: Vec<String> = SALARY_BUCKETS
            .iter()
            .map(|(label, lo, hi)| {
                format!(
                    "{}, count(*) filter (where sal_min is not null and sal_max >= {lo} and sal_min <= {})",
                    lit(label),
                    hi.saturating_sub(1).min(i64::MAX / 4)
                )
            })
            .collect();
        facets.push(format!(
            "'salary', (select json_build_object({}) from m where {})",
            buckets.join(", "),
            all_but("salary")
        ));
    }
    format!(
        "with m as materialized (select id, created_at, {rank} as r, {distance} as d, category, type, work_mode, \
            gender, is_blue_collar, sal_min, sal_max from {from} where {base}), \
         f as (select * from m where {all}) \
         select json_build_object( \
            'total', (select count(*) from f), \
            'ids', (select json_agg(id) from (select id from f order by {order} limit {limit} offset {offset}) p), \
            'facets', json_build_object({facets}))",
        base = base.join(" and "),
        all = all_but(""),
        limit = req.limit,
        offset = req.offset,
        facets = facets.join(", "),
    )
}

/// Runs a statement of `pg_search_sql`; returns the total.
pub async fn pg_search(pool: &PgPool, sql: &str) -> anyhow::Result<usize> {
    let v: serde_json::Value = sqlx::query_scalar(AssertSqlSafe(sql.to_string()))
        .fetch_one(pool)
        .await?;
    Ok(v["total"].as_u64().unwrap_or(0) as usize)
}

/// Title suggestions in PostgreSQL: distinct titles whose words start with what was typed,
/// most common first.
pub fn pg_suggest_sql(typed: &str, how: Pg) -> String {
    let words: Vec<String> = typed
        .split_whitespace()
        .map(|w| {
            w.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    let cond = match how {
        Pg::Fts => {
            let mut terms: Vec<String> = words.clone();
            if let Some(last) = terms.last_mut() {
                last.push_str(":*");
            }
            format!(
                "to_tsvector('simple', title) @@ to_tsquery('simple', {})",
                lit(&terms.join(" & "))
            )
        }
        Pg::Ilike => {
            let typed = words.join(" ");
            format!(
                "(title ilike {} or title ilike {})",
                lit(&format!("{typed}%")),
                lit(&format!("% {typed}%"))
            )
        }
    };
    format!(
        "select title from bench_jobs where {cond} group by title order by count(*) desc, title limit 10"
    )
}

/// Similar jobs in PostgreSQL: any word of the title (OR), same category first, by `ts_rank`.
pub async fn pg_similar(pool: &PgPool, id: Uuid) -> anyhow::Result<usize> {
    let ids: Vec<Uuid> = sqlx::query_scalar(
        "with j as (select title, category from bench_jobs where id = $1), \
         q as (select to_tsquery('english', string_agg(w, ' | ')) as q \
               from j, regexp_split_to_table(regexp_replace(lower(j.title), '[^a-z0-9 ]', ' ', 'g'), '\\s+') w \
               where w <> '') \
         select b.id from bench_jobs b, j, q where b.tsv @@ q.q and b.id <> $1 \
         order by (b.category = j.category) desc, ts_rank(b.tsv, q.q) desc limit 6",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    Ok(ids.len())
}

/// Runs a suggestions statement; returns how many titles.
pub async fn pg_rows(pool: &PgPool, sql: &str) -> anyhow::Result<usize> {
    Ok(sqlx::query(AssertSqlSafe(sql.to_string()))
        .fetch_all(pool)
        .await?
        .len())
}
