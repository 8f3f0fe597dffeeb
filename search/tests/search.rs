//! The search semantics of search.md on a real index on disk.

mod common;

use chrono::{Duration, TimeZone, Utc};
use common::{Fixture, build, run};
use tantivy::{Term, tokenizer::TokenStream};
use uuid::Uuid;

use kaamsetu_search::{
    catalog::{Category, Gender, IndianState, JobType, ProfileStatus, SalaryFrequency, WorkMode},
    index::{self, SearchIndex, Writer},
    query::search,
    request::{SearchRequest, Sort},
    schema::JobRecord,
    similar::similar,
};

fn job(n: u128, title: &str, category: &str) -> JobRecord {
    JobRecord {
        id: Uuid::from_u128(n),
        employer_id: Uuid::from_u128(1000),
        title: title.into(),
        state: IndianState::Maharashtra,
        location: "Pune".into(),
        category: category.parse().unwrap(),
        job_type: JobType::FullTime,
        work_mode: WorkMode::OnSite,
        description: format!("{title} needed at our office."),
        requirements: String::new(),
        salary_min: Some(300_000),
        salary_max: Some(600_000),
        salary_frequency: SalaryFrequency::PerYear,
        gender: Gender::Both,
        is_blue_collar: false,
        open_positions: 1,
        is_closed: false,
        created_at: Utc.with_ymd_and_hms(2026, 11, 1, 10, 0, 0).unwrap()
            + Duration::hours(n as i64),
        updated_at: Utc::now(),
        employer_name: "Owner".into(),
        company_name: Some("Sagar Logistics".into()),
        company_logo: None,
        application_count: 0,
        is_removed: false,
        review: Default::default(),
        company_verified: false,
    }
}

/// The ids of a search's first page in the order of the page, without the nearest jobs that
/// follow fewer exact matches than a page (`SearchResult::exact`; `quality_kinds.rs` covers them).
fn ranked(f: &Fixture, req: SearchRequest) -> Vec<u128> {
    let r = run(f, req);
    r.jobs
        .iter()
        .take(r.exact.unwrap_or(r.jobs.len()))
        .map(|j| j.id.as_u128())
        .collect()
}

/// The ids of a search's first page (sorted), its total and whether it was relaxed; exact
/// matches only, as `ranked`.
fn ids(f: &Fixture, req: SearchRequest) -> (Vec<u128>, usize, bool) {
    let r = run(f, req);
    let n = r.exact.unwrap_or(r.jobs.len());
    let mut v: Vec<u128> = r.jobs.iter().take(n).map(|j| j.id.as_u128()).collect();
    v.sort();
    (v, r.exact.unwrap_or(r.total), r.relaxed)
}

fn kw(k: &str) -> SearchRequest {
    SearchRequest {
        keyword: Some(k.into()),
        ..Default::default()
    }
}

fn corpus() -> Vec<JobRecord> {
    let mut v = vec![
        job(1, "Software Engineer", "Engineering"),
        job(2, "SDE II", "Engineering"),
        job(3, "Senior Software Developer", "Development"),
        job(4, "C++ Developer", "Development"),
        job(5, "C# .NET Developer", "Web Development"),
        job(6, "Node.js Backend Developer", "Web Development"),
        job(7, "Delivery Executive", "Logistics & Supply Chain"),
        job(8, "Truck Driver", "Transportation"),
        job(9, "HR Executive", "Human Resource"),
        job(10, "Chartered Accountant", "Accounting/Finance"),
        job(11, "Data Entry Operator", "Operations"),
    ];
    v[6].is_blue_collar = true;
    v[6].salary_frequency = SalaryFrequency::PerMonth;
    v[6].salary_min = Some(15_000);
    v[6].salary_max = Some(22_000);
    v[7].is_blue_collar = true;
    v[7].salary_frequency = SalaryFrequency::PerMonth;
    v[7].salary_min = Some(20_000);
    v[7].salary_max = Some(30_000);
    v[7].gender = Gender::Male;
    v[8].gender = Gender::Female;
    v[10].work_mode = WorkMode::Remote;
    v[9].salary_min = None;
    v[9].salary_max = None;
    v
}

#[test]
fn keyword_synonyms_typos_and_tokens() {
    let f = build(&corpus());
    assert_eq!(
        ids(&f, kw("software engineer")).0,
        vec![1, 2, 3],
        "sde, software developer are synonyms"
    );
    assert_eq!(ids(&f, kw("sde")).0, vec![1, 2, 3]);
    // (Job 2 is in the Engineering category: a department is not a role, so "engineering" is
    // a word of its own, not "engineer"'s stem.)
    assert_eq!(
        ids(&f, kw("enginer")).0,
        vec![1],
        "one typo in a 7-letter word"
    );
    assert_eq!(ids(&f, kw("c++")).0, vec![4]);
    assert_eq!(ids(&f, kw("C#")).0, vec![5]);
    assert_eq!(ids(&f, kw(".net")).0, vec![5]);
    assert_eq!(ids(&f, kw("node.js")).0, vec![6]);
    assert_eq!(ids(&f, kw("hr")).0, vec![9]);
    assert_eq!(ids(&f, kw("ca")).0, vec![10], "CA ↔ chartered accountant");
    assert_eq!(ids(&f, kw("sagar")).1, 11, "company name is searched");
    // AND first; when AND finds nothing, the nearest jobs (without the least important word)
    // follow none that matched exactly, and the reply says so.
    let (v, _, relaxed) = ids(&f, kw("truck driver"));
    assert_eq!((v, relaxed), (vec![8], false));
    let r = run(&f, kw("truck zebra"));
    let found: Vec<u128> = r.jobs.iter().map(|j| j.id.as_u128()).collect();
    assert_eq!((found, r.exact, r.relaxed), (vec![8], Some(0), false));
}

#[test]
fn fields_weigh_title_then_company_then_skills_then_description() {
    // The same word once in a different field of each job.
    let mut jobs = vec![
        job(1, "Warehouse Assistant", "Other"),
        job(2, "Store Assistant", "Other"),
        job(3, "Office Assistant", "Other"),
        job(4, "Field Assistant", "Other"),
        job(5, "Yard Assistant", "Other"),
    ];
    for j in &mut jobs {
        j.description = "Help the team every day.".into();
    }
    jobs[0].title = "Forklift Operator".into();
    jobs[1].company_name = Some("Forklift Hub".into());
    jobs[2].requirements = "Forklift licence".into();
    jobs[3].description = "Forklift work, every day.".into();
    // Saying it three times in the description does not beat saying it in the title.
    jobs[4].description = "Forklift work. Forklift checks. Forklift loading.".into();
    let f = build(&jobs);
    let order = ranked(&f, kw("forklift"));
    assert_eq!(order[0], 1, "{order:?}");
    let pos = |id| order.iter().position(|x| *x == id).unwrap();
    assert!(
        pos(1) < pos(2) && pos(2) < pos(3) && pos(3) < pos(4),
        "{order:?}"
    );
}

#[test]
fn synonym_phrases_are_found_whole_within_one_text() {
    let mut jobs = vec![
        job(1, "Customer Service Associate", "Customer Service"),
        job(2, "Voice Process Associate", "Other"),
        job(3, "Sales Associate", "Sales"),
        job(4, "Store Associate", "Other"),
    ];
    for j in &mut jobs {
        j.description = "Join us.".into();
        j.category = Category::Other;
    }
    // Job 2 says a phrase of the group in its description, stemmed differently.
    jobs[1].description = "Handle customer supports calls.".into();
    // Job 3 has both words, but not together: not the phrase.
    jobs[2].description = "Support our customer team.".into();
    // Job 4 ends its title with "customer" and starts its skills with "service": two texts.
    jobs[3].title = "Store Customer".into();
    jobs[3].requirements = "Service mindset".into();
    let f = build(&jobs);
    assert_eq!(ids(&f, kw("customer support")).0, vec![1, 2]);
    assert_eq!(ids(&f, kw("customer service")).0, vec![1, 2]);
    assert_eq!(ids(&f, kw("cs")).0, vec![1, 2]);
    // The phrase in the title ranks first.
    assert_eq!(ranked(&f, kw("customer support")), vec![1, 2]);
}

#[test]
fn typos_expand_only_words_the_jobs_do_not_use() {
    // "driver" is a word of three jobs: it is taken as typed, so the job that spells it
    // "drivr" is not found by it. "drivr" itself is in one job only: still a typo, so it
    // finds the drivers too.
    let jobs = vec![
        job(1, "Truck Driver", "Transportation"),
        job(2, "Bus Driver", "Transportation"),
        job(3, "Cab Driver", "Transportation"),
        job(4, "Delivery Drivr", "Logistics & Supply Chain"),
        job(5, "Private Chauffer", "Other"),
    ];
    let f = build(&jobs);
    // Synonyms come from the table, not the user's typing: "driver" brings in "chauffeur"
    // but not its misspelling.
    assert_eq!(ids(&f, kw("driver")).0, vec![1, 2, 3]);
    assert_eq!(ids(&f, kw("drivr")).0, vec![1, 2, 3, 4]);
    assert_eq!(ids(&f, kw("drver")).0, vec![1, 2, 3]);
}

#[test]
fn filters_and_salary_overlap() {
    let f = build(&corpus());
    let r = |req: SearchRequest| ids(&f, req).0;
    assert_eq!(
        r(SearchRequest {
            blue_collar: Some(true),
            ..Default::default()
        }),
        vec![7, 8]
    );
    assert_eq!(
        r(SearchRequest {
            blue_collar: Some(false),
            ..Default::default()
        })
        .len(),
        9
    );
    assert_eq!(
        r(SearchRequest {
            gender: Some("Female".into()),
            ..Default::default()
        })
        .len(),
        10,
        "Female = Female or Both"
    );
    assert!(
        !r(SearchRequest {
            gender: Some("Female".into()),
            ..Default::default()
        })
        .contains(&8)
    );
    assert_eq!(
        r(SearchRequest {
            work_modes: vec!["Remote".into()],
            ..Default::default()
        }),
        vec![11]
    );
    assert_eq!(
        r(SearchRequest {
            categories: vec!["Development".into(), "Transportation".into()],
            ..Default::default()
        }),
        vec![3, 4, 8]
    );
    // Yearly 3-6 L = 25,000-50,000 a month; the delivery job is 15-22k, the truck 20-30k.
    let sal = |lo: Option<i64>, hi: Option<i64>| {
        r(SearchRequest {
            min_salary: lo,
            max_salary: hi,
            ..Default::default()
        })
    };
    assert_eq!(
        sal(Some(22_000), Some(22_000)),
        vec![7, 8],
        "edges included"
    );
    assert_eq!(sal(Some(22_001), Some(24_999)), vec![8]);
    assert_eq!(sal(Some(50_001), None), Vec::<u128>::new());
    assert_eq!(sal(None, Some(14_999)), Vec::<u128>::new());
    assert!(
        !sal(Some(0), None).contains(&10),
        "undisclosed salary never matches a salary filter"
    );
    assert_eq!(
        r(SearchRequest {
            keyword: Some("remote".into()),
            ..Default::default()
        }),
        vec![11],
        "remote as the query sets work mode"
    );
    assert_eq!(
        r(SearchRequest {
            keyword: Some("data entry work from home".into()),
            ..Default::default()
        }),
        vec![11]
    );
}

#[test]
fn facets_ignore_their_own_group() {
    let f = build(&corpus());
    let snap = f.idx.snapshot().unwrap().unwrap();
    let req = SearchRequest {
        blue_collar: Some(true),
        limit: 10,
        with_facets: true,
        ..Default::default()
    };
    let r = search(&snap.searcher, &snap.fields, &req).unwrap();
    let facets = r.facets.unwrap();
    let blue: Vec<(&str, u64)> = facets
        .is_blue_collar
        .iter()
        .map(|c| (c.value, c.count))
        .collect();
    assert_eq!(
        blue,
        vec![("Yes", 2), ("No", 9)],
        "the group's own selection is ignored"
    );
    let cat = |name: &str| {
        facets
            .category
            .iter()
            .find(|c| c.value == name)
            .unwrap()
            .count
    };
    assert_eq!(
        (cat("Transportation"), cat("Engineering")),
        (1, 0),
        "other groups honour the selection"
    );
    assert_eq!(facets.category.len(), 43);
}

#[test]
fn sorts_paging_similar_and_suggestions() {
    let f = build(&corpus());
    let snap = f.idx.snapshot().unwrap().unwrap();
    let newest = search(
        &snap.searcher,
        &snap.fields,
        &SearchRequest {
            limit: 3,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(
        newest
            .jobs
            .iter()
            .map(|j| j.id.as_u128())
            .collect::<Vec<_>>(),
        vec![11, 10, 9]
    );
    assert_eq!(newest.total, 11);
    let past = search(
        &snap.searcher,
        &snap.fields,
        &SearchRequest {
            limit: 10,
            offset: 50,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(past.jobs.is_empty());
    assert_eq!(past.total, 11, "a page past the end has the right total");
    let by_salary = search(
        &snap.searcher,
        &snap.fields,
        &SearchRequest {
            limit: 1,
            sort: Some(Sort::Salary),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(by_salary.jobs[0].salary_max.is_some());

    let target = corpus()[0].clone();
    let sim = similar(&snap.searcher, &snap.fields, &target, 3).unwrap();
    assert!(
        !sim.iter().any(|j| j.id == target.id),
        "never the job itself"
    );
    assert_eq!(
        sim[0].category.as_str(),
        "Engineering",
        "same category first"
    );

    let s = snap.suggester().unwrap();
    assert_eq!(s.suggest("dev", 10).len(), 4);
    assert!(
        s.suggest("devlope", 10)
            .iter()
            .any(|t| t == "C++ Developer"),
        "one typo after 4 characters"
    );
    assert_eq!(s.suggest("d", 10), Vec::<String>::new());
    assert_eq!(s.suggest("truck dr", 10), vec!["Truck Driver".to_string()]);
}

#[test]
fn closed_jobs_leave_the_index_and_readers_follow_commits() {
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    let mut j = job(1, "Welder", "Manufacturing");
    w.upsert(&j).unwrap();
    w.commit().unwrap();
    let idx = SearchIndex::new(dir.path());
    idx.reload().unwrap();
    // Through the snapshot's result cache: a commit must never leave a stale answer.
    let count = |idx: &SearchIndex| {
        idx.reload().unwrap();
        let s = idx.snapshot().unwrap().unwrap();
        let req = SearchRequest {
            limit: 10,
            with_facets: true,
            ..Default::default()
        };
        let cached = s.search(&req).unwrap();
        let again = idx.snapshot().unwrap().unwrap().search(&req).unwrap();
        assert_eq!(cached.total, again.total);
        assert_eq!(
            cached.total,
            search(&s.searcher, &s.fields, &req).unwrap().total
        );
        cached.total
    };
    assert_eq!(count(&idx), 1);
    j.is_closed = true;
    w.upsert(&j).unwrap();
    w.commit().unwrap();
    assert_eq!(count(&idx), 0);
    j.is_closed = false;
    w.upsert(&j).unwrap();
    w.upsert(&j).unwrap();
    w.commit().unwrap();
    assert_eq!(count(&idx), 1, "replays are harmless");
}

/// Records read once are kept parsed (`records::load_records`): a second read of the same
/// documents decompresses no block of the store and gives the same records, and a changed job,
/// a new document, is read as changed while an older searcher still reads what it held.
#[test]
fn records_are_kept_once_read_and_a_changed_job_is_read_anew() {
    use kaamsetu_search::records::{address, load_records};
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    let jobs: Vec<JobRecord> = (1..=40)
        .map(|n| job(n, &format!("Welder {n}"), "Manufacturing"))
        .collect();
    for j in &jobs {
        w.upsert(j).unwrap();
    }
    w.commit().unwrap();
    let idx = SearchIndex::new(dir.path());
    idx.reload().unwrap();
    let old = idx.snapshot().unwrap().unwrap();
    let at = |s: &index::Snapshot, ids: &[Uuid]| -> Vec<tantivy::DocAddress> {
        ids.iter()
            .map(|id| address(&s.searcher, &s.fields, *id).unwrap().unwrap())
            .collect()
    };
    let ids: Vec<Uuid> = jobs.iter().map(|j| j.id).collect();
    let addresses = at(&old, &ids);
    let reads = |s: &index::Snapshot| {
        let c = s.searcher.doc_store_cache_stats();
        c.cache_hits + c.cache_misses
    };
    let before = reads(&old);
    let first = load_records(&old.searcher, &old.fields, &addresses).unwrap();
    assert!(reads(&old) > before, "the first read goes to the store");
    let ids_of = |r: &[JobRecord]| r.iter().map(|j| j.id).collect::<Vec<_>>();
    assert_eq!(ids_of(&first), ids);
    assert_eq!(first[6].title, "Welder 7");
    let read = reads(&old);
    let second = load_records(&old.searcher, &old.fields, &addresses).unwrap();
    assert_eq!(
        reads(&old),
        read,
        "the second read is served from the kept records"
    );
    assert_eq!(ids_of(&second), ids);
    assert_eq!(
        second.iter().map(|j| &j.title).collect::<Vec<_>>(),
        first.iter().map(|j| &j.title).collect::<Vec<_>>()
    );

    let mut changed = jobs[6].clone();
    changed.title = "Senior Welder".into();
    w.upsert(&changed).unwrap();
    w.commit().unwrap();
    idx.reload().unwrap();
    let new = idx.snapshot().unwrap().unwrap();
    let now = load_records(&new.searcher, &new.fields, &at(&new, &ids)).unwrap();
    assert_eq!(
        now.iter().find(|j| j.id == changed.id).unwrap().title,
        "Senior Welder"
    );
    assert_eq!(now.len(), 40);
    // The searcher of before the change still holds its document, and reads its record.
    let then = load_records(&old.searcher, &old.fields, &addresses).unwrap();
    assert_eq!(then[6].title, "Welder 7");
    assert!(
        kaamsetu_search::records::records_cache_size().bytes
            <= kaamsetu_search::records::RECORDS_CACHE_BYTES
    );
}

#[test]
fn locations_resolve_aliases_states_and_ncr() {
    let mut jobs = vec![
        job(1, "Cook", "Hospitality"),
        job(2, "Cook", "Hospitality"),
        job(3, "Cook", "Hospitality"),
        job(4, "Cook", "Hospitality"),
    ];
    (jobs[0].location, jobs[0].state) = ("Bangalore".into(), IndianState::Karnataka);
    (jobs[1].location, jobs[1].state) = ("Gurgaon, Haryana".into(), IndianState::Haryana);
    (jobs[2].location, jobs[2].state) = ("Noida".into(), IndianState::UttarPradesh);
    (jobs[3].location, jobs[3].state) = ("Mysore".into(), IndianState::Karnataka);
    let f = build(&jobs);
    let at = |loc: &str| {
        ids(
            &f,
            SearchRequest {
                location: Some(loc.into()),
                ..Default::default()
            },
        )
        .0
    };
    assert_eq!(at("Bengaluru"), vec![1], "Bangalore is stored as Bengaluru");
    assert_eq!(at("bangalore"), vec![1]);
    assert_eq!(
        at("Karnataka"),
        vec![1, 4],
        "a state matches every city in it"
    );
    assert_eq!(at("Delhi NCR"), vec![2, 3], "NCR covers Gurugram and Noida");
    assert_eq!(at("Gurugram"), vec![2]);
    assert_eq!(at("Mysuru"), vec![4]);
    assert_eq!(
        ids(&f, kw("cook bangalore")).0,
        vec![1],
        "a trailing place in the keyword is the location"
    );
}

/// The index keeps the jobs of a state, and within it of a city, as one run of document ids
/// (the sort that makes a search for a place read only that run), in every segment, however
/// the jobs were posted; and searches on such an index still find every place's jobs.
#[test]
fn documents_are_kept_in_runs_by_place() {
    let places = [
        ("Pune", "Maharashtra"),
        ("Chennai", "Tamil Nadu"),
        ("Mumbai", "Maharashtra"),
        ("Bangalore", "Karnataka"),
        ("Coimbatore", "Tamil Nadu"),
        ("Nowhere Town", "Maharashtra"),
        ("Bengaluru", "Karnataka"),
    ];
    let jobs: Vec<JobRecord> = (0..210u128)
        .map(|n| {
            let (city, state) = places[n as usize % places.len()];
            JobRecord {
                location: city.into(),
                state: state.parse().unwrap(),
                ..job(100 + n, "Store Manager", "Retail")
            }
        })
        .collect();
    // Two commits: several segments, each sorted on its own.
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    for part in jobs.chunks(120) {
        for j in part {
            w.upsert(j).unwrap();
        }
        w.commit().unwrap();
    }
    w.finish().unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let idx = SearchIndex::new(dir.path());
    let f = Fixture { _dir: dir, idx };
    let snap = f.idx.snapshot().unwrap().expect("index exists");
    let mut segments = 0;
    for (ord, seg) in snap.searcher.segment_readers().iter().enumerate() {
        segments += 1;
        let addresses: Vec<_> = (0..seg.max_doc())
            .map(|d| tantivy::DocAddress::new(ord as u32, d))
            .collect();
        let records =
            kaamsetu_search::records::load_records(&snap.searcher, &snap.fields, &addresses)
                .unwrap();
        assert_eq!(records.len(), seg.max_doc() as usize);
        // Each state, and each (state, city), appears as one run: once left, never back.
        for key in [
            |r: &JobRecord| r.state.to_string(),
            |r: &JobRecord| format!("{}/{}", r.state, r.city()),
        ] {
            let mut seen: Vec<String> = vec![];
            for r in &records {
                let k = key(r);
                if seen.last() != Some(&k) {
                    assert!(
                        !seen.contains(&k),
                        "{k} is split in segment {ord}: {seen:?}"
                    );
                    seen.push(k);
                }
            }
        }
    }
    // Each of the writer's threads makes its own segment per commit.
    assert!(segments >= 2, "{segments} segments");
    // Bangalore and Bengaluru are one city: its 60 jobs, found whole across both segments.
    let (found, total, _) = ids(
        &f,
        SearchRequest {
            keyword: Some("manager".into()),
            location: Some("Bengaluru".into()),
            ..Default::default()
        },
    );
    assert_eq!(total, 60);
    assert!(found.iter().all(|n| [3, 6].contains(&((n - 100) % 7))));
    let r = run(
        &f,
        SearchRequest {
            location: Some("Tamil Nadu".into()),
            with_facets: true,
            ..Default::default()
        },
    );
    assert_eq!(r.total, 60);
    let retail = r.facets.unwrap().category;
    assert_eq!(
        retail.iter().find(|c| c.value == "Retail").map(|c| c.count),
        Some(60)
    );
}

/// An index whose first segment holds deleted documents that no merge has removed yet: jobs 2
/// and 3 deleted, job 1 edited (its old document deleted, a new one added in a second segment).
/// Every job's description shares "needed at our office", so those words' document frequency
/// (which counts deleted documents) is above the count of live documents.
fn index_with_deletions() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    for j in corpus() {
        w.upsert(&j).unwrap();
    }
    w.commit().unwrap();
    w.delete(Uuid::from_u128(2));
    w.delete(Uuid::from_u128(3));
    let mut edited = corpus()[0].clone();
    edited.title = "Software Engineer (Backend)".into();
    w.upsert(&edited).unwrap();
    w.commit().unwrap();
    let idx = SearchIndex::new(dir.path());
    idx.reload().unwrap();
    let snap = idx.snapshot().unwrap().unwrap();
    // The state that made tantivy's MoreLikeThisQuery panic: a word's document frequency
    // (deleted documents included) above the count of live documents.
    let live: u64 = snap
        .searcher
        .segment_readers()
        .iter()
        .map(|s| u64::from(s.num_docs()))
        .sum();
    let mut analyzer = snap
        .searcher
        .index()
        .tokenizer_for_field(snap.fields.all)
        .unwrap();
    let mut stream = analyzer.token_stream("needed");
    let word = stream.next().unwrap().text.clone();
    let df = snap
        .searcher
        .doc_freq(&Term::from_field_text(snap.fields.all, &word))
        .unwrap();
    assert_eq!(live, 9);
    assert!(df > live, "deleted documents still counted: {df} > {live}");
    Fixture { _dir: dir, idx }
}

/// Every live document's id, each once (a job changed in place is a deleted document and a new
/// one with the same id), and a job found by its id, as reconcile and the API look them up.
#[test]
fn ids_are_read_from_the_live_documents() {
    use kaamsetu_search::records::{address, all_ids, find};
    let f = index_with_deletions();
    let snap = f.idx.snapshot().unwrap().unwrap();
    let mut ids: Vec<u128> = all_ids(&snap.searcher, &snap.fields)
        .unwrap()
        .iter()
        .map(|id| id.as_u128())
        .collect();
    ids.sort_unstable();
    let mut want: Vec<u128> = corpus()
        .iter()
        .map(|j| j.id.as_u128())
        .filter(|n| ![2, 3].contains(n))
        .collect();
    want.sort_unstable();
    assert_eq!(ids, want);
    let edited = find(&snap.searcher, &snap.fields, Uuid::from_u128(1)).unwrap();
    assert_eq!(edited.unwrap().title, "Software Engineer (Backend)");
    assert!(
        address(&snap.searcher, &snap.fields, Uuid::from_u128(2))
            .unwrap()
            .is_none()
    );
}

#[test]
fn similar_jobs_work_while_deleted_documents_are_unmerged() {
    let f = index_with_deletions();
    let snap = f.idx.snapshot().unwrap().unwrap();
    let gone = [Uuid::from_u128(2), Uuid::from_u128(3)];
    for target in corpus().iter().filter(|j| !gone.contains(&j.id)) {
        let sim = similar(&snap.searcher, &snap.fields, target, 3).unwrap();
        assert_eq!(sim.len(), 3, "similar jobs of {}", target.title);
        assert!(
            sim.iter()
                .all(|j| j.id != target.id && !gone.contains(&j.id))
        );
    }
    // A deleted job's page can still ask for its similar jobs.
    let deleted = corpus()[2].clone();
    let sim = similar(&snap.searcher, &snap.fields, &deleted, 3).unwrap();
    assert_eq!(
        sim[0].category.as_str(),
        "Development",
        "same category first"
    );
    assert!(sim.iter().all(|j| !gone.contains(&j.id)));
    let engineer = similar(&snap.searcher, &snap.fields, &corpus()[1], 1).unwrap();
    assert_eq!(
        engineer[0].title, "Software Engineer (Backend)",
        "the edited job's new text"
    );
}

/// A small deterministic generator (no dependency): the same inputs on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
    /// Two times in three, a value.
    fn maybe<T>(&mut self, value: impl FnOnce(&mut Self) -> T) -> Option<T> {
        (self.below(3) > 0).then(|| value(self))
    }
}

const WORDS: &[&str] = &[
    "software",
    "developer",
    "dev",
    "sde",
    "engineer",
    "driver",
    "chauffeur",
    "truck",
    "delivery",
    "hr",
    "accountant",
    "ca",
    "c++",
    "c#",
    ".net",
    "node.js",
    "data entry",
    "wfh",
    "work from home",
    "remote",
    "pune",
    "bangalore",
    "bengaluru",
    "delhi ncr",
    "needed",
    "office",
    "the",
    "a",
    "",
    " ",
    "%",
    "*",
    "\"",
    "'",
    "(",
    ")",
    "-",
    "+",
    ":",
    "\\",
    "/",
    "ünïcödé",
    "नौकरी",
    "ड्राइवर",
    "🚚",
    "\u{0}",
    "\u{1b}[31m",
    "sfotware",
    "devlopr",
    "x",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
];
const PLACES: &[&str] = &[
    "Pune",
    "pune",
    "Maharashtra",
    "Bangalore",
    "Bengaluru, Karnataka",
    "Delhi",
    "New Delhi",
    "Delhi NCR",
    "Gurgaon",
    "India",
    "Nowhere",
    "",
    ",",
    "Pune, Maharashtra, India",
    "🚚",
];
const CATEGORIES: &[&str] = &["Engineering", "Development", "Transportation", "Nope", ""];
const TYPES: &[&str] = &[
    "Full-Time",
    "Part-Time",
    "Internship",
    "Contract",
    "Freelance",
    "x",
];
const MODES: &[&str] = &["On-site", "Remote", "Hybrid", "x"];
const GENDERS: &[&str] = &["Male", "Female", "Both", "x"];

fn random_keyword(r: &mut Lcg) -> String {
    let n = r.below(5);
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(r.pick(WORDS));
        s.push(if r.below(4) == 0 { ',' } else { ' ' });
    }
    if r.below(10) == 0 {
        // Arbitrary characters, control characters included.
        for _ in 0..r.below(40) {
            s.push(char::from_u32(r.below(0x3000) as u32).unwrap_or('?'));
        }
    }
    s
}

fn random_request(r: &mut Lcg) -> SearchRequest {
    fn salary(r: &mut Lcg) -> i64 {
        [
            -1,
            0,
            1,
            499,
            15_000,
            25_000,
            50_000,
            100_000,
            i64::MAX,
            i64::MIN,
        ][r.below(10)]
    }
    SearchRequest {
        keyword: r.maybe(random_keyword),
        location: r.maybe(|r| r.pick(PLACES).to_string()),
        categories: (0..r.below(3))
            .map(|_| r.pick(CATEGORIES).to_string())
            .collect(),
        types: (0..r.below(3)).map(|_| r.pick(TYPES).to_string()).collect(),
        work_modes: (0..r.below(3)).map(|_| r.pick(MODES).to_string()).collect(),
        gender: r.maybe(|r| r.pick(GENDERS).to_string()),
        blue_collar: r.maybe(|r| r.below(2) == 0),
        verified_only: r.below(4) == 0,
        min_salary: r.maybe(salary),
        max_salary: r.maybe(salary),
        radius_km: r.maybe(|r| [1.0, 5.0, 25.0, 200.0][r.below(4)]),
        near: r.maybe(|r| [(28.6, 77.2), (0.0, 0.0), (90.0, 180.0), (-90.0, -180.0)][r.below(4)]),
        sort: r.maybe(|r| {
            [
                Sort::Relevance,
                Sort::Newest,
                Sort::Salary,
                Sort::Popular,
                Sort::Distance,
            ][r.below(5)]
        }),
        offset: [0, 0, 1, 5, 9, 10, 50, 10_000][r.below(8)],
        limit: [0, 1, 3, 10, 50][r.below(5)],
        exclude: r.maybe(|r| Uuid::from_u128(r.below(14) as u128)),
        with_facets: r.below(2) == 0,
    }
}

/// Random searches, suggestions and similar-job lookups against an index with unmerged
/// deletions: every one answers (none panics or errs), and no answer holds a deleted job.
#[test]
fn random_requests_on_an_index_with_deletions_always_answer() {
    let f = index_with_deletions();
    let snap = f.idx.snapshot().unwrap().unwrap();
    let suggester = snap.suggester().unwrap();
    let gone = [Uuid::from_u128(2), Uuid::from_u128(3)];
    let mut r = Lcg(20261123);
    for i in 0..3000 {
        let req = random_request(&mut r);
        let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            search(&snap.searcher, &snap.fields, &req)
        }))
        .unwrap_or_else(|_| panic!("search #{i} panicked: {req:?}"))
        .unwrap_or_else(|e| panic!("search #{i} failed: {e:#}: {req:?}"));
        assert!(res.jobs.len() <= req.limit.max(1), "a page of at least one");
        assert!(res.jobs.iter().all(|j| !gone.contains(&j.id)), "{req:?}");
        let cached = snap.search(&req).unwrap();
        assert_eq!(cached.total, res.total);

        let prefix = random_keyword(&mut r);
        let _ = suggester.suggest(&prefix, 10);

        // A record's category is a catalogue word (its type says so); the requests above
        // still filter on unknown ones.
        let category = Some(r.pick(CATEGORIES)).filter(|c| Category::parse(c).is_some());
        let mut target = job(100 + i, "", category.unwrap_or("Other"));
        target.title = random_keyword(&mut r);
        target.description = random_keyword(&mut r);
        target.requirements = random_keyword(&mut r);
        let sim = similar(&snap.searcher, &snap.fields, &target, r.below(11))
            .unwrap_or_else(|e| panic!("similar #{i} failed: {e:#}: {target:?}"));
        assert!(sim.iter().all(|j| !gone.contains(&j.id)));
    }
}

#[test]
fn recommendations_rank_skills_then_city_then_newest() {
    use kaamsetu_search::recommend::{Profile, recommend};
    let mut jobs = vec![
        job(1, "React Developer", "Web Development"),
        job(2, "Java Developer", "Development"),
        job(3, "Full Stack Developer", "Web Development"),
        job(4, "Truck Driver", "Transportation"),
        job(5, "Data Analyst", "Operations"),
        job(6, "Delivery Executive", "Logistics & Supply Chain"),
    ];
    jobs[0].requirements = "React, TypeScript".into();
    jobs[2].requirements = "React and SQL, Node.js".into();
    jobs[4].requirements = "SQL and Excel".into();
    // Only the delivery job is in Bengaluru; the others are in Pune.
    jobs[5].state = IndianState::Karnataka;
    jobs[5].location = "Bengaluru".into();
    let f = build(&jobs);
    let snap = f.idx.snapshot().unwrap().unwrap();
    let run = |p: &Profile| recommend(&snap.searcher, &snap.fields, p, 10).unwrap();

    let skilled = Profile {
        skills: vec!["React".into(), "SQL".into(), "react ".into()],
        location: None,
        status: ProfileStatus::Experienced,
        years_of_experience: None,
        exclude: vec![],
    };
    let got = run(&skilled);
    let ids: Vec<u128> = got.iter().map(|r| r.job.id.as_u128()).collect();
    assert_eq!(
        ids,
        vec![3, 5, 1],
        "two skills, then one skill (newest first); no skill, no job"
    );
    assert_eq!(got[0].matched_skills, vec!["React", "SQL"]);
    assert_eq!(got[1].matched_skills, vec!["SQL"]);
    assert_eq!(got[2].matched_skills, vec!["React"]);
    assert!(got.iter().all(|r| !r.nearby));

    // A city alias: the Bengaluru job comes first, the others follow only by skill.
    let in_city = Profile {
        skills: vec!["SQL".into()],
        location: Some("Bangalore".into()),
        status: ProfileStatus::Fresher,
        ..skilled.clone()
    };
    let got = run(&in_city);
    let ids: Vec<u128> = got.iter().map(|r| r.job.id.as_u128()).collect();
    assert_eq!(
        ids,
        vec![5, 3, 6],
        "skills first (newest first), then the city"
    );
    assert!(got[2].nearby && got[2].matched_skills.is_empty());

    // Applied jobs are left out; a profile with nothing usable gets nothing (the API falls
    // back to trending jobs).
    let applied = Profile {
        exclude: vec![Uuid::from_u128(3)],
        ..skilled.clone()
    };
    assert!(run(&applied).iter().all(|r| r.job.id != Uuid::from_u128(3)));
    let empty = Profile {
        skills: vec![],
        location: None,
        status: ProfileStatus::Fresher,
        years_of_experience: None,
        exclude: vec![],
    };
    assert!(!empty.is_usable());
    assert!(run(&empty).is_empty());
}

/// `similar` (two passes: the category's jobs, then the rest) finds the jobs the
/// plain query finds (every job sharing a word scored, a constant for the same category), in
/// its order; only jobs of equal score may trade places. On an index of several segments with
/// edited (deleted and re-added) jobs, for every limit the API allows.
#[test]
fn similar_finds_what_the_plain_query_finds() {
    use kaamsetu_search::similar::similar_reference;
    const ROLES: &[&str] = &[
        "driver",
        "delivery",
        "executive",
        "sales",
        "accountant",
        "nurse",
        "electrician",
        "welder",
        "teacher",
        "developer",
        "java",
        "react",
        "manager",
        "cook",
        "helper",
        "security",
        "guard",
        "telecaller",
        "warehouse",
        "data",
        "analyst",
        "tally",
    ];
    const CATS: &[&str] = &[
        "Transportation",
        "Development",
        "Sales",
        "Accounting/Finance",
        "Healthcare",
        "Logistics & Supply Chain",
    ];
    let mut r = Lcg(20261126);
    let words = |r: &mut Lcg, n: usize| (0..n).map(|_| r.pick(ROLES)).collect::<Vec<_>>().join(" ");
    let jobs: Vec<JobRecord> = (0..900u128)
        .map(|n| {
            let n_title = 1 + r.below(3);
            let title = words(&mut r, n_title);
            // A few jobs of a category of their own: their similar jobs come mostly from the
            // other categories (the second pass).
            let category = if r.below(150) == 0 {
                "Other"
            } else {
                r.pick(CATS)
            };
            let mut j = job(n + 1, &title, category);
            let n_description = r.below(12);
            j.description = words(&mut r, n_description);
            let n_requirements = r.below(4);
            j.requirements = words(&mut r, n_requirements);
            j
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    for part in jobs.chunks(150) {
        w.upsert_many(part).unwrap();
        w.commit().unwrap();
    }
    // Edits: the old documents stay as deleted ones until a merge.
    for j in jobs.iter().step_by(7) {
        let mut edited = j.clone();
        edited.description.push_str(" night shift");
        w.upsert(&edited).unwrap();
    }
    w.commit().unwrap();
    w.finish().unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let idx = SearchIndex::new(dir.path());
    let snap = idx.snapshot().unwrap().unwrap();
    assert!(
        snap.searcher.segment_readers().len() > 1,
        "several segments"
    );

    let rare: Vec<&JobRecord> = jobs
        .iter()
        .filter(|j| j.category.as_str() == "Other")
        .collect();
    assert!((2..10).contains(&rare.len()), "{}", rare.len());
    let mut compared = 0;
    for target in jobs.iter().step_by(3).chain(rare) {
        for limit in [1, 3, 6, 10] {
            let got: Vec<Uuid> = similar(&snap.searcher, &snap.fields, target, limit)
                .unwrap()
                .iter()
                .map(|j| j.id)
                .collect();
            // The reference's list well past the limit, so a group of equal scores cut by the
            // limit is known whole.
            let wide =
                similar_reference(&snap.searcher, &snap.fields, target, limit + 200).unwrap();
            let want = &wide[..wide.len().min(limit)];
            assert_eq!(
                got.len(),
                want.len(),
                "{}: {got:?} vs {want:?}",
                target.title
            );
            assert!(!got.contains(&target.id));
            let same = |a: f32, b: f32| (a - b).abs() <= 1e-4 * a.abs().max(1.0);
            // Equal scores form groups: a group's members may come in any order, and the group
            // the limit cuts may be cut anywhere (its members are those of the wide list).
            let mut i = 0;
            while i < want.len() {
                let score = want[i].0;
                let end = (i..want.len())
                    .find(|&k| !same(want[k].0, score))
                    .unwrap_or(want.len());
                let group: std::collections::HashSet<Uuid> = wide
                    .iter()
                    .filter(|w| same(w.0, score))
                    .map(|w| w.1)
                    .collect();
                for id in &got[i..end] {
                    assert!(
                        group.contains(id),
                        "{} (limit {limit}): {id} at {i}..{end}: {got:?} vs {want:?}",
                        target.title
                    );
                }
                i = end;
            }
            let distinct: std::collections::HashSet<&Uuid> = got.iter().collect();
            assert_eq!(distinct.len(), got.len(), "no job twice");
            compared += 1;
        }
    }
    assert!(compared >= 1000, "{compared}");
}

/// A search's next page, collected without its facets because the first page's are kept
/// (`Snapshot::search`, for searches that filter no group), is the page, total and facets a
/// search from scratch gives.
#[test]
fn a_next_page_from_the_kept_facets_is_the_page_a_full_search_gives() {
    let f = index_with_deletions();
    let snap = f.idx.snapshot().unwrap().unwrap();
    let mut r = Lcg(20261127);
    let mut reused = 0;
    for i in 0..600 {
        let mut first = SearchRequest {
            with_facets: true,
            offset: 0,
            ..random_request(&mut r)
        };
        // Facets are kept for searches that filter no group; every other one filters none.
        if i % 2 == 0 {
            first.categories.clear();
            first.types.clear();
            first.work_modes.clear();
            first.gender = None;
            first.blue_collar = None;
            first.min_salary = None;
            first.max_salary = None;
        }
        let next = SearchRequest {
            offset: first.limit.max(1) * (1 + r.below(3)),
            ..first.clone()
        };
        let warm = snap.search(&first).unwrap();
        let kept = snap.search(&next).unwrap();
        let fresh = search(&snap.searcher, &snap.fields, &next).unwrap();
        let ids = |r: &kaamsetu_search::result::SearchResult| -> Vec<Uuid> {
            r.jobs.iter().map(|j| j.id).collect()
        };
        assert_eq!(kept.total, fresh.total, "{next:?}");
        assert_eq!(ids(&kept), ids(&fresh), "{next:?}");
        assert_eq!(kept.facets, fresh.facets, "{next:?}");
        assert_eq!(kept.exact, fresh.exact, "{next:?}");
        assert_eq!(kept.relaxed, fresh.relaxed, "{next:?}");
        reused += usize::from(i % 2 == 0 && warm.facets.is_some() && warm.total == kept.total);
    }
    assert!(reused > 150, "{reused}");
    // A search is kept from its second ask, and answered from the cache after it.
    let twice = SearchRequest {
        keyword: Some("asked twice".into()),
        limit: 7,
        ..Default::default()
    };
    let before = snap.cache_sizes().results.entries;
    let first = snap.search(&twice).unwrap();
    assert_eq!(
        snap.cache_sizes().results.entries,
        before,
        "kept at its first ask"
    );
    snap.search(&twice).unwrap();
    assert_eq!(snap.cache_sizes().results.entries, before + 1);
    let third = snap.search(&twice).unwrap();
    assert_eq!(third.total, first.total);
    assert_eq!(snap.cache_sizes().results.entries, before + 1);
    let sizes = snap.cache_sizes();
    assert!(
        sizes.facets.entries > 0 && sizes.facets.bytes > 0,
        "{sizes:?}"
    );
    assert!(sizes.results.entries > 0, "{sizes:?}");
}
