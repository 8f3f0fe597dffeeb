//! The alerts' matcher and digests over a real database and index: matches written once per
//! job and alert, instant mails queued once, edits and paused alerts, and the digest command
//! with a fixed clock.

use chrono::{DateTime, Utc};
use kaamsetu_indexer::{
    alerts::{Matcher, queue_digests, queue_digests_by},
    worker::Indexer,
};
use kaamsetu_search::{catalog::AlertFrequency, percolate::IndexVocabulary};
use serde_json::json;
use sqlx::PgPool;
use uuid::Uuid;

async fn employer(db: &PgPool) -> Uuid {
    sqlx::query_scalar(
        "insert into users (role, name, email, password_hash, company_name, company_desc, company_logo) \
         values ('employer', 'Hiring', 'hr@firm.in', 'x', 'Firm', 'We hire', 'l.png') returning id",
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// Posts a job as the API does: the row and its outbox row in one transaction.
async fn post(db: &PgPool, employer: Uuid, title: &str, city: &str, state: &str) -> Uuid {
    let mut tx = db.begin().await.unwrap();
    let id: Uuid = sqlx::query_scalar(
        "insert into jobs (employer_id, title, state, location, category, type, work_mode, \
            description, salary_min, salary_max, salary_frequency) \
         values ($1, $2, $3, $4, 'Other', 'Full-Time', 'On-site', 'Good work', 18000, 24000, 'per month') \
         returning id",
    )
    .bind(employer)
    .bind(title)
    .bind(state)
    .bind(city)
    .fetch_one(&mut *tx)
    .await
    .unwrap();
    sqlx::query("insert into search_outbox (job_id) values ($1)")
        .bind(id)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

async fn alert(db: &PgPool, frequency: &str, search: serde_json::Value, active: bool) -> Uuid {
    sqlx::query_scalar(
        "insert into alerts (email, name, frequency, search, active, confirmed_at) \
         values ('seeker@example.in', 'My alert', $1, $2, $3, now()) returning id",
    )
    .bind(frequency)
    .bind(search)
    .bind(active)
    .fetch_one(db)
    .await
    .unwrap()
}

async fn index_and_match(ix: &mut Indexer, matcher: &mut Matcher, db: &PgPool) {
    ix.drain().await.unwrap();
    let searcher = ix.searcher().unwrap();
    let vocab = IndexVocabulary {
        searcher: &searcher,
        fields: ix.fields(),
    };
    matcher.refresh(db, &vocab).await.unwrap();
    matcher.run(db).await.unwrap();
}

/// What a matcher test starts from: the mail queue's tables, an indexer on a directory of its
/// own (kept while the test runs), a matcher and an employer.
struct Start {
    _dir: tempfile::TempDir,
    ix: Indexer,
    matcher: Matcher,
    employer: Uuid,
}

async fn start(db: &PgPool) -> Start {
    apalis_setup(db).await;
    let dir = tempfile::tempdir().unwrap();
    let ix = Indexer::open(db.clone(), dir.path().join("index"))
        .await
        .unwrap();
    Start {
        _dir: dir,
        ix,
        matcher: Matcher::new(),
        employer: employer(db).await,
    }
}

async fn matches(db: &PgPool, alert: Uuid) -> Vec<Uuid> {
    sqlx::query_scalar("select job_id from alert_matches where alert_id = $1 order by job_id")
        .bind(alert)
        .fetch_all(db)
        .await
        .unwrap()
}

/// The alert mail tasks queued: (alert, kind).
async fn tasks(db: &PgPool) -> Vec<(Uuid, String)> {
    let rows: Vec<serde_json::Value> = sqlx::query_scalar(
        "select convert_from(job, 'UTF8')::jsonb from apalis.jobs where job_type = 'kaamsetu.alerts' order by run_at, id",
    )
    .fetch_all(db)
    .await
    .unwrap();
    rows.iter()
        .map(|v| {
            (
                v["alertId"].as_str().unwrap().parse().unwrap(),
                v["kind"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[sqlx::test(migrations = "../migrations")]
async fn new_jobs_match_alerts_once_and_queue_one_instant_mail(db: PgPool) {
    let Start {
        _dir,
        mut ix,
        mut matcher,
        employer: e,
    } = start(&db).await;
    let drivers_ncr = alert(
        &db,
        "instant",
        json!({ "keyword": "driver", "location": "Delhi NCR" }),
        true,
    )
    .await;
    let cooks = alert(&db, "daily", json!({ "keyword": "cook" }), true).await;
    let paused = alert(&db, "instant", json!({ "keyword": "driver" }), false).await;

    let truck = post(&db, e, "Truck Driver", "Gurugram", "Haryana").await;
    let cab = post(&db, e, "Cab Driver", "Noida", "Uttar Pradesh").await;
    let pune = post(&db, e, "Truck Driver", "Pune", "Maharashtra").await;
    let cook = post(&db, e, "Cook", "Mumbai", "Maharashtra").await;
    index_and_match(&mut ix, &mut matcher, &db).await;

    let mut want = vec![truck, cab];
    want.sort();
    assert_eq!(
        matches(&db, drivers_ncr).await,
        want,
        "the NCR's drivers, not Pune's"
    );
    assert_eq!(matches(&db, cooks).await, vec![cook]);
    assert!(
        matches(&db, paused).await.is_empty(),
        "a paused alert matches nothing"
    );
    let _ = pune;
    // One instant mail for the NCR alert (two jobs, one mail); the daily alert waits.
    assert_eq!(tasks(&db).await, vec![(drivers_ncr, "instant".to_string())]);

    // An edit of a matched job: no new match, no new task; a new matching job while the
    // mail is still queued: a match, and still one task.
    sqlx::query("update jobs set title = 'Senior Truck Driver' where id = $1")
        .bind(truck)
        .execute(&db)
        .await
        .unwrap();
    sqlx::query("insert into search_outbox (job_id) values ($1)")
        .bind(truck)
        .execute(&db)
        .await
        .unwrap();
    let bus = post(&db, e, "Bus Driver", "Faridabad", "Haryana").await;
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert_eq!(matches(&db, drivers_ncr).await.len(), 3);
    assert!(matches(&db, drivers_ncr).await.contains(&bus));
    assert_eq!(tasks(&db).await.len(), 1);
    let position: i64 = sqlx::query_scalar("select position from alert_matcher")
        .fetch_one(&db)
        .await
        .unwrap();
    assert!(position > 0);
    let left: i64 = sqlx::query_scalar("select count(*) from alert_feed")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(left, 0, "the matched feed is forgotten");

    // An alert edited to a new search matches from then on.
    sqlx::query("update alerts set search = $2, updated_at = now() where id = $1")
        .bind(cooks)
        .bind(json!({ "keyword": "driver", "location": "Pune" }))
        .execute(&db)
        .await
        .unwrap();
    let pune2 = post(&db, e, "Tractor Driver", "Pune", "Maharashtra").await;
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert!(matches(&db, cooks).await.contains(&pune2));
}

#[sqlx::test(migrations = "../migrations")]
async fn digests_are_queued_once_a_period_with_a_fixed_clock(db: PgPool) {
    let Start {
        _dir,
        mut ix,
        mut matcher,
        employer: e,
    } = start(&db).await;
    let daily = alert(&db, "daily", json!({ "keyword": "electrician" }), true).await;
    let weekly = alert(&db, "weekly", json!({ "keyword": "electrician" }), true).await;
    let quiet = alert(&db, "daily", json!({ "keyword": "astronaut" }), true).await;
    post(&db, e, "Electrician", "Jaipur", "Rajasthan").await;
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert!(tasks(&db).await.is_empty(), "digests wait for their hour");

    let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc);
    // Thursday 08:05 IST: the daily digest, not the weekly one (not Monday yet since it was set).
    assert_eq!(
        queue_digests(&db, AlertFrequency::Daily, at("2026-11-26T08:05:00+05:30"))
            .await
            .unwrap(),
        1
    );
    // Run again the same morning: nothing more.
    assert_eq!(
        queue_digests(&db, AlertFrequency::Daily, at("2026-11-26T09:00:00+05:30"))
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        queue_digests(&db, AlertFrequency::Weekly, at("2026-11-30T08:01:00+05:30"))
            .await
            .unwrap(),
        1
    );
    let queued = tasks(&db).await;
    assert!(queued.contains(&(daily, "digest".to_string())));
    assert!(queued.contains(&(weekly, "digest".to_string())));
    assert!(
        !queued.iter().any(|(a, _)| *a == quiet),
        "no mail when nothing matched"
    );
    // The next morning it is due again (the worker has not mailed the match yet).
    assert_eq!(
        queue_digests(&db, AlertFrequency::Daily, at("2026-11-27T08:00:00+05:30"))
            .await
            .unwrap(),
        1
    );
}

#[sqlx::test(migrations = "../migrations")]
async fn digests_are_claimed_in_batches_each_alert_once(db: PgPool) {
    let Start {
        _dir,
        mut ix,
        mut matcher,
        employer: e,
    } = start(&db).await;
    let mut due = Vec::new();
    for _ in 0..7 {
        due.push(alert(&db, "daily", json!({ "keyword": "plumber" }), true).await);
    }
    let quiet = alert(&db, "daily", json!({ "keyword": "astronaut" }), true).await;
    // The first alert by id matches nothing: a batch of one that claims nothing is not the end.
    let quiet: Uuid = sqlx::query_scalar(
        "update alerts set id = '00000000-0000-0000-0000-000000000001' where id = $1 returning id",
    )
    .bind(quiet)
    .fetch_one(&db)
    .await
    .unwrap();
    let paused = alert(&db, "daily", json!({ "keyword": "plumber" }), false).await;
    post(&db, e, "Plumber", "Pune", "Maharashtra").await;
    index_and_match(&mut ix, &mut matcher, &db).await;

    let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc);
    let morning = at("2026-11-26T08:05:00+05:30");
    // Nine daily alerts, seven of them due, looked at two at a time: five transactions, those
    // without a match passed over on the way.
    assert_eq!(
        queue_digests_by(&db, AlertFrequency::Daily, morning, 2)
            .await
            .unwrap(),
        7
    );
    let mut queued: Vec<Uuid> = tasks(&db)
        .await
        .into_iter()
        .map(|(a, kind)| {
            assert_eq!(kind, "digest");
            a
        })
        .collect();
    queued.sort();
    due.sort();
    assert_eq!(queued, due, "each due alert once, and no other");
    assert!(!queued.contains(&quiet) && !queued.contains(&paused));
    // A batch that ends exactly at the last due alert, and a call later the same morning.
    assert_eq!(
        queue_digests_by(&db, AlertFrequency::Daily, morning, 7)
            .await
            .unwrap(),
        0
    );
    // The next morning, one alert at a time: every one again, once.
    assert_eq!(
        queue_digests_by(
            &db,
            AlertFrequency::Daily,
            at("2026-11-27T08:00:00+05:30"),
            1
        )
        .await
        .unwrap(),
        7
    );
    assert_eq!(tasks(&db).await.len(), 14);
}

/// The apalis tables the API creates at start (its mail queue's storage).
async fn apalis_setup(db: &PgPool) {
    apalis_postgres::PostgresStorage::setup(db).await.unwrap();
}

#[sqlx::test(migrations = "../migrations")]
async fn status_counts_the_jobs_waiting_for_the_matcher_and_the_matches_waiting_for_a_mail(
    db: PgPool,
) {
    use kaamsetu_indexer::outbox::alert_stats;
    apalis_setup(&db).await;
    let dir = tempfile::tempdir().unwrap();
    let mut ix = Indexer::open(db.clone(), dir.path().join("index"))
        .await
        .unwrap();
    let e = employer(&db).await;
    alert(&db, "daily", json!({ "keyword": "driver" }), true).await;
    alert(&db, "daily", json!({ "keyword": "cook" }), false).await;
    post(&db, e, "Truck Driver", "Pune", "Maharashtra").await;
    post(&db, e, "Welder", "Pune", "Maharashtra").await;
    ix.drain().await.unwrap();

    let s = alert_stats(&db).await.unwrap();
    assert_eq!((s.alerts, s.live), (2, 1));
    assert_eq!(s.feed_waiting, 2, "both jobs went live, none matched yet");
    assert!(s.feed_oldest_secs.is_some_and(|age| age >= 0.0));
    assert_eq!(s.matches_waiting, 0);

    let mut matcher = Matcher::new();
    index_and_match(&mut ix, &mut matcher, &db).await;
    let s = alert_stats(&db).await.unwrap();
    assert_eq!((s.feed_waiting, s.feed_oldest_secs), (0, None));
    assert_eq!(
        s.matches_waiting, 1,
        "the truck driver, for the daily digest"
    );
    assert_eq!((s.sent_today, s.failed_today), (0, 0));
}

#[sqlx::test(migrations = "../migrations")]
async fn alerts_are_read_page_by_page_and_a_late_commit_is_not_missed(db: PgPool) {
    let dir = tempfile::tempdir().unwrap();
    let mut ix = Indexer::open(db.clone(), dir.path().join("index"))
        .await
        .unwrap();
    // More than two pages of alerts changed in the same instant (one statement).
    sqlx::query(
        "insert into alerts (email, name, frequency, search, confirmed_at) \
         select 'seeker' || i || '@example.in', 'Drivers', 'daily', \
                jsonb_build_object('keyword', 'driver', 'location', 'Pune'), now() \
         from generate_series(1, 25001) as i",
    )
    .execute(&db)
    .await
    .unwrap();
    let mut matcher = Matcher::new();
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert_eq!(matcher.alerts(), 25_001, "every page read");
    // A transaction that began before the last read commits after it: its change time is
    // older than the newest one read, and it is read all the same.
    let late = alert(&db, "daily", json!({ "keyword": "cook" }), true).await;
    sqlx::query(
        "update alerts set updated_at = (select max(updated_at) from alerts where id <> $1) - interval '3 seconds' \
         where id = $1",
    )
        .bind(late)
        .execute(&db)
        .await
        .unwrap();
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert_eq!(matcher.alerts(), 25_002);
    let e = employer(&db).await;
    post(&db, e, "Cook", "Pune", "Maharashtra").await;
    index_and_match(&mut ix, &mut matcher, &db).await;
    assert_eq!(matches(&db, late).await.len(), 1);
}

#[sqlx::test(migrations = "../migrations")]
async fn a_round_ends_once_its_matches_reach_the_bound_and_the_next_goes_on(db: PgPool) {
    use kaamsetu_indexer::alerts::ROUND_MATCHES;
    let dir = tempfile::tempdir().unwrap();
    let mut ix = Indexer::open(db.clone(), dir.path().join("index"))
        .await
        .unwrap();
    // More alerts for the same search than a round may store, so each job fills a round.
    let per_job = ROUND_MATCHES + 1_000;
    sqlx::query(
        "insert into alerts (email, name, frequency, search, confirmed_at) \
         select 'seeker' || i || '@example.in', 'Drivers', 'weekly', \
                jsonb_build_object('keyword', 'driver', 'location', 'Pune'), now() \
         from generate_series(1, $1) as i",
    )
    .bind(per_job as i32)
    .execute(&db)
    .await
    .unwrap();
    let e = employer(&db).await;
    for _ in 0..3 {
        post(&db, e, "Driver", "Pune", "Maharashtra").await;
    }
    post(&db, e, "Cook", "Pune", "Maharashtra").await;
    ix.drain().await.unwrap();
    let searcher = ix.searcher().unwrap();
    let vocab = IndexVocabulary {
        searcher: &searcher,
        fields: ix.fields(),
    };
    let mut matcher = Matcher::new();
    matcher.refresh(&db, &vocab).await.unwrap();
    // One driver's matches a round; the cook, matching nothing, goes with whichever round
    // reaches it (the feed's order is the batch's).
    let mut rounds = Vec::new();
    loop {
        let (stored, more) = matcher.round(&db).await.unwrap();
        if !more {
            break;
        }
        rounds.push(stored);
        assert!(rounds.len() <= 4, "{rounds:?}");
    }
    rounds.retain(|&n| n > 0);
    assert_eq!(rounds, vec![per_job; 3]);
    let stored: i64 = sqlx::query_scalar("select count(*) from alert_matches")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(stored, 3 * per_job as i64);
}
