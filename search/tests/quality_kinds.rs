//! One test per kind of failure seen on real postings and real queries. Each failed before its
//! fix (the titles are real career-page titles).

mod common;

use chrono::{Duration, TimeZone, Utc};
use common::{Fixture, build, run};
use kaamsetu_search::{
    catalog::{Category, Gender, JobType, SalaryFrequency, WorkMode},
    request::SearchRequest,
    result::SearchResult,
    schema::JobRecord,
};
use uuid::Uuid;

fn job(n: u128, title: &str, city: &str, state: &str) -> JobRecord {
    JobRecord {
        id: Uuid::from_u128(n),
        employer_id: Uuid::from_u128(1000),
        title: title.into(),
        state: state.parse().unwrap(),
        location: city.into(),
        category: Category::Other,
        job_type: JobType::FullTime,
        work_mode: WorkMode::OnSite,
        description: format!("{title}."),
        requirements: String::new(),
        salary_min: None,
        salary_max: None,
        salary_frequency: SalaryFrequency::PerYear,
        gender: Gender::Both,
        is_blue_collar: false,
        open_positions: 1,
        is_closed: false,
        created_at: Utc.with_ymd_and_hms(2026, 11, 1, 10, 0, 0).unwrap()
            + Duration::hours(n as i64),
        updated_at: Utc::now(),
        employer_name: "Owner".into(),
        company_name: Some("Acme".into()),
        company_logo: None,
        application_count: 0,
        is_removed: false,
        review: Default::default(),
        company_verified: false,
    }
}

fn blr(n: u128, title: &str) -> JobRecord {
    job(n, title, "Bengaluru", "Karnataka")
}

fn kw(k: &str) -> SearchRequest {
    SearchRequest {
        keyword: Some(k.into()),
        ..Default::default()
    }
}

/// The ids of the exact matches (not the nearest jobs that follow fewer than a page), in the
/// order of the page.
fn exact_ids(r: &SearchResult) -> Vec<u128> {
    r.jobs
        .iter()
        .take(r.exact.unwrap_or(r.jobs.len()))
        .map(|j| j.id.as_u128())
        .collect()
}

/// The ids matching the keyword, sorted.
fn ids(f: &Fixture, k: &str) -> Vec<u128> {
    let mut v = exact_ids(&run(f, kw(k)));
    v.sort();
    v
}

/// The ids matching the keyword, in the order of the page.
fn ranked(f: &Fixture, k: &str) -> Vec<u128> {
    exact_ids(&run(f, kw(k)))
}

/// Every id of the page, in order, and how many matched exactly.
fn page(f: &Fixture, req: SearchRequest) -> (Vec<u128>, Option<usize>) {
    let r = run(f, req);
    (r.jobs.iter().map(|j| j.id.as_u128()).collect(), r.exact)
}

#[test]
fn compound_and_stylised_tokens_meet_their_plain_words() {
    let f = build(&[
        blr(
            1,
            "Staff Full Stack Software Engineer - ReactJS, JavaScript and NodeJS",
        ),
        blr(2, "Senior Platform Software Engineer (K8s)"),
        blr(3, "Member of Technical Staff (Kubernetes - Cluster Team)"),
        blr(4, "Dot Net Developer"),
        blr(5, "Software Engineer II - Front-End"),
        blr(6, "Customer Support Specialist"),
    ]);
    assert_eq!(ids(&f, "react"), vec![1]);
    assert_eq!(ids(&f, "node"), vec![1]);
    assert_eq!(ids(&f, "kubernetes"), vec![2, 3]);
    assert_eq!(ids(&f, "k8s"), vec![2, 3]);
    assert_eq!(ids(&f, ".net"), vec![4]);
    // A React title is a front-end job.
    assert_eq!(ids(&f, "frontend"), vec![1, 5]);
}

#[test]
fn stemming_keeps_a_role_a_role() {
    let f = build(&[
        blr(1, "Senior Revenue Accountant"),
        blr(2, "Enterprise Account Executive"),
        blr(3, "Sales Development Representative"),
        blr(4, "Salesforce Developer"),
        blr(5, "Internal Audit - Data Analytics"),
        blr(6, "Sales Development Representative Intern"),
    ]);
    assert_eq!(ids(&f, "accountant"), vec![1]);
    assert_eq!(ids(&f, "developer"), vec![4]);
    assert_eq!(ids(&f, "intern"), vec![6]);
}

#[test]
fn abbreviations_both_ways_and_pm_is_not_a_time() {
    let f = build(&[
        blr(1, "Senior Site Reliability Engineer"),
        blr(2, "SDET II"),
        blr(3, "Senior Technical Program Manager"),
        blr(4, "Engineering Manager - Billing"),
        blr(5, "Senior Product Manager"),
        blr(6, "IT Apps Developer II - Night Shift (5:30 PM to 2:30 AM)"),
        blr(7, "Business Development Representative"),
        blr(8, "Enterprise Account Executive"),
        blr(9, "Senior HR Business partner"),
        blr(10, "Sr. Data Analyst"),
        blr(11, "Software Engineer 2"),
        blr(12, "Industrial Trainee"),
    ]);
    assert_eq!(ids(&f, "sre"), vec![1]);
    assert_eq!(ids(&f, "sdet"), vec![2]);
    assert_eq!(ids(&f, "tpm"), vec![3]);
    assert_eq!(ids(&f, "em"), vec![4]);
    assert_eq!(ids(&f, "pm"), vec![3, 5], "a shift's 5:30 PM is no PM job");
    assert_eq!(ids(&f, "bdr"), vec![7]);
    assert_eq!(ids(&f, "sdr"), vec![7]);
    assert_eq!(ids(&f, "ae"), vec![8]);
    assert_eq!(ids(&f, "hrbp"), vec![9]);
    assert_eq!(ids(&f, "senior data analyst"), vec![10], "Sr. is Senior");
    assert_eq!(ids(&f, "software engineer ii"), vec![11], "II is 2");
    assert_eq!(ids(&f, "intern"), vec![12], "a trainee is an intern");
}

#[test]
fn role_families_find_the_developers_a_user_means() {
    let f = build(&[
        blr(1, "Software Engineer (Java)"),
        blr(2, "React Developer"),
        blr(3, "Backend Developer (Java)"),
        blr(4, ".NET Developer"),
        blr(5, "Accountant"),
        blr(6, "Java Trainer"),
    ]);
    assert_eq!(ids(&f, "java developer"), vec![1, 3]);
    assert_eq!(ids(&f, "software"), vec![1, 2, 3, 4]);
    // An exact role with no job in the place widens to its family before dropping words.
    let f = build(&[
        blr(1, "React Developer"),
        job(2, "SDE", "Pune", "Maharashtra"),
    ]);
    let r = run(&f, kw("sde bangalore"));
    assert_eq!(r.total, 1);
    assert_eq!(r.jobs[0].id.as_u128(), 1);
    // The family holds every engineer who writes software (analytics, database,
    // infrastructure, AI): before, "software engineer" in a city with one exact match was
    // followed by the developers but not by them.
    let f = build(&[
        blr(1, "Senior Software Engineer"),
        blr(2, "Staff Analytics Engineer"),
        blr(3, "Database Engineer II"),
        blr(4, "Infrastructure Engineer"),
        blr(5, "AI Engineer"),
        blr(6, "Mechanical Engineer"),
    ]);
    // A phrase that holds a member but is another job is not the family: a Curriculum
    // Developer writes lessons, a CNC Programmer sets machines (before: both were developers,
    // "sde noida" listed CNC Programmers second).
    let g = build(&[
        blr(1, "Python Developer"),
        blr(2, "Curriculum Developer"),
        blr(3, "CNC Programmer"),
        blr(4, "PHP Programmer"),
    ]);
    assert_eq!(ids(&g, "software"), vec![1, 4]);
    assert_eq!(ids(&g, "programmer"), vec![1, 4]);
    // Typed, they are their own words.
    assert_eq!(ids(&g, "cnc programmer"), vec![3]);
    assert_eq!(ids(&g, "curriculum developer"), vec![2]);
    // A department is not a role: "Manager, Software Engineering" is no software engineer
    // (before: "engineering" was stemmed to "engineer").
    let g = build(&[
        blr(1, "Senior Software Engineer"),
        blr(2, "Manager, Software Engineering"),
    ]);
    assert_eq!(ids(&g, "software engineer"), vec![1]);
    let (page_ids, exact) = page(&f, in_place("software engineer", "Bengaluru"));
    assert_eq!(exact, Some(1));
    assert_eq!(page_ids[0], 1);
    assert_eq!(sorted(page_ids[1..5].to_vec()), vec![2, 3, 4, 5]);
    assert!(!page_ids[..5].contains(&6));
}

#[test]
fn filter_words_in_the_keyword_are_filters() {
    let mut jobs = vec![
        blr(1, "Software Engineer"),
        blr(2, "Software Engineer"),
        blr(3, "Data Entry Operator"),
        blr(4, "Data Entry Operator"),
        job(5, "Software Engineer", "Pune", "Maharashtra"),
        blr(6, "Sales Intern"),
    ];
    jobs[1].work_mode = WorkMode::Hybrid;
    jobs[3].job_type = JobType::PartTime;
    jobs[5].job_type = JobType::Internship;
    let f = build(&jobs);
    assert_eq!(ids(&f, "hybrid software engineer"), vec![2]);
    assert_eq!(ids(&f, "data entry part time"), vec![4]);
    assert_eq!(ids(&f, "internship"), vec![6]);
    assert_eq!(ids(&f, "jobs in pune"), vec![5]);
    assert_eq!(ids(&f, "pune software engineer"), vec![5]);
    assert_eq!(ids(&f, "karnataka software engineer"), vec![1, 2]);
}

/// A role noun is not the adjective its stem shares: a mechanic is not a mechanical design
/// engineer (`vocabulary::KEEP_WHOLE`).
#[test]
fn a_mechanic_is_not_a_mechanical_engineer() {
    let f = build(&[
        blr(1, "Automobile Mechanic"),
        blr(2, "Mechanical Design Engineer"),
        blr(3, "Two Wheeler Mechanic"),
    ]);
    assert_eq!(ids(&f, "mechanic"), vec![1, 3]);
    assert_eq!(ids(&f, "मैकेनिक"), vec![1, 3]);
    assert_eq!(ids(&f, "mechanical engineer"), vec![2]);
}

#[test]
fn hinglish_queries_find_their_jobs() {
    let mut jobs = vec![
        job(1, "Cab Driver", "Delhi", "Delhi"),
        job(2, "Truck Driver", "Mumbai", "Maharashtra"),
        blr(3, "Telecaller"),
        blr(4, "Data Entry Operator"),
    ];
    jobs[3].work_mode = WorkMode::Remote;
    let f = build(&jobs);
    assert_eq!(ids(&f, "driver ki job Delhi mein"), vec![1]);
    assert_eq!(ids(&f, "ghar se kaam"), vec![4]);
    assert_eq!(ids(&f, "naukri bangalore"), vec![3, 4]);
    assert_eq!(ids(&f, "telecaller ki naukri"), vec![3]);
}

/// Issue 30: a query in Devanagari means what its English or Hinglish words mean (one table,
/// through `translit`): roles, filler, places and filters; a place typed in Devanagari in the
/// location box too; a posting written in Devanagari is found by its words in Latin letters.
#[test]
fn devanagari_queries_find_what_their_words_mean() {
    let mut jobs = vec![
        job(1, "Cab Driver", "Delhi", "Delhi"),
        job(2, "Truck Driver", "Mumbai", "Maharashtra"),
        job(3, "Electrician", "Lucknow", "Uttar Pradesh"),
        blr(4, "Data Entry Operator"),
        job(5, "Staff Nurse", "Lucknow", "Uttar Pradesh"),
        job(6, "Accountant", "Kanpur", "Uttar Pradesh"),
        blr(7, "Delivery Boy"),
        job(8, "रसोइया (Cook)", "Jaipur", "Rajasthan"),
        blr(9, "Cashier"),
        blr(10, "Housekeeping Staff"),
        blr(11, "Content Writer"),
    ];
    jobs[3].work_mode = WorkMode::Remote;
    jobs[6].job_type = JobType::PartTime;
    let f = build(&jobs);
    assert_eq!(ids(&f, "ड्राइवर"), vec![1, 2]);
    assert_eq!(ids(&f, "ड्राइवर की नौकरी दिल्ली"), vec![1]);
    assert_eq!(ids(&f, "लखनऊ में इलेक्ट्रीशियन"), vec![3]);
    assert_eq!(ids(&f, "इलेक्ट्रिशियन"), vec![3], "a common misspelling");
    assert_eq!(ids(&f, "नर्स"), vec![5]);
    assert_eq!(ids(&f, "अकाउंटेंट कानपुर"), vec![6]);
    assert_eq!(ids(&f, "घर से काम"), vec![4]);
    assert_eq!(ids(&f, "डिलीवरी बॉय पार्ट टाइम"), vec![7]);
    assert_eq!(ids(&f, "driver दिल्ली"), vec![1], "mixed scripts");
    let (found, exact) = page(
        &f,
        SearchRequest {
            keyword: Some("नर्स".into()),
            location: Some("लखनऊ".into()),
            ..Default::default()
        },
    );
    assert_eq!(found[..exact.unwrap_or(found.len())], [5]);
    // Loanwords read as the English words they sound like; Hindi role words through their
    // Hinglish synonyms.
    assert_eq!(ids(&f, "कैशियर"), vec![9]);
    assert_eq!(ids(&f, "सफाई कर्मचारी"), vec![10]);
    assert_eq!(ids(&f, "कंटेंट राइटर"), vec![11]);
    // Employer-written Hindi is found in Hindi and in Latin letters.
    assert_eq!(ids(&f, "रसोइया"), vec![8]);
    assert_eq!(ids(&f, "cook jaipur"), vec![8]);
}

#[test]
fn the_relaxed_search_drops_the_least_important_word_first() {
    let f = build(&[
        blr(1, "Software Engineer 2"),
        blr(2, "Technical Support Engineer 2"),
        blr(3, "Phone Numbers Operations Specialist 2"),
        blr(4, "Platform Software Engineer"),
    ]);
    // No job is a "software engineer 2 zebra": "zebra" (no job) goes first, then the ANDed
    // rest still finds the one software engineer 2.
    // (None matches exactly, so they follow as the nearest jobs.)
    let (ids, exact) = page(&f, kw("software engineer 2 zebra"));
    assert_eq!((ids, exact), (vec![1], Some(0)));
    // "sde 2": with no SDE 2 the level goes before the role, so engineers lead, not every "2".
    let (top, _) = page(&f, kw("sde 2 lead"));
    assert!(top.first().is_some_and(|id| [1, 4].contains(id)), "{top:?}");
}

#[test]
fn zero_results_offer_did_you_mean_and_the_nearest_search() {
    let f = build(&[blr(1, "Plumber"), blr(2, "Accountant")]);
    let r = run(&f, kw("plmbr"));
    assert_eq!(
        r.total, 0,
        "two typos in a 5-letter word are past typo tolerance"
    );
    let s = r.suggestion.expect("a suggestion");
    assert_eq!(s.did_you_mean.as_deref(), Some("plumber"));
    assert_eq!(s.did_you_mean_total, 1);
    let r = run(
        &f,
        SearchRequest {
            keyword: Some("plumber".into()),
            location: Some("Pune".into()),
            ..Default::default()
        },
    );
    assert_eq!(r.total, 0);
    let near = r
        .suggestion
        .expect("a suggestion")
        .nearest
        .expect("nearest");
    assert_eq!((near.without.as_str(), near.total), ("location", 1));
}

#[test]
fn fewer_than_a_page_is_followed_by_the_nearest_jobs_in_tiers() {
    let f = build(&[
        blr(1, "Software Engineer"),
        blr(2, "Python Developer"),
        blr(3, "Golang Developer"),
        blr(4, "Accounts Executive"),
        job(5, "Software Engineer", "Noida", "Uttar Pradesh"),
        job(6, "Software Engineer", "Delhi", "Delhi"),
        job(7, "Driver", "Delhi", "Delhi"),
        job(8, "Cab Driver", "Gurugram", "Haryana"),
        job(9, "Driver", "Pune", "Maharashtra"),
        blr(10, "Hotel Receptionist"),
        blr(11, "Receptionist"),
        blr(12, "Front Office Executive"),
        blr(13, "CA Industrial Trainee"),
        blr(14, "Corporate Accounting Manager"),
        blr(15, "Hotel Manager"),
        blr(16, "Hotel Sales Manager"),
        blr(17, "Hotel Housekeeping Supervisor"),
    ]);
    // The role's family follows the exact matches (it failed before: 1 and 6 and 5 only).
    let (ids, exact) = page(&f, kw("software engineer"));
    assert_eq!(exact, Some(3));
    let (first, rest) = ids.split_at(3);
    let mut first = first.to_vec();
    first.sort();
    assert_eq!(first, vec![1, 5, 6]);
    let mut rest = rest.to_vec();
    rest.sort();
    assert_eq!(
        rest,
        vec![2, 3],
        "the developers follow, not the accountant"
    );
    // A city of the National Capital Region widens to the region, typed in the keyword or
    // chosen in the location box; Pune stays out.
    assert_eq!(page(&f, kw("driver delhi")), (vec![7, 8], Some(1)));
    let (ids, exact) = page(
        &f,
        SearchRequest {
            location: Some("Delhi".into()),
            ..kw("driver")
        },
    );
    assert_eq!((ids, exact), (vec![7, 8], Some(1)));
    // A role whose own phrase is not in its family stays first ("ca" before accounting).
    let (ids, exact) = page(&f, kw("ca"));
    assert_eq!(exact, Some(1));
    assert_eq!(ids.first(), Some(&13));
    assert!(ids.contains(&14));
    // Without a family, the least important word goes (the commoner one): receptionists
    // after the hotel's.
    let (ids, exact) = page(&f, kw("hotel receptionist"));
    assert_eq!(exact, Some(1));
    assert_eq!(ids[0], 10);
    let mut rest = ids[1..].to_vec();
    rest.sort();
    assert_eq!(rest, vec![11, 12]);
    // A full page of exact matches, or another order than relevance, is left alone.
    let (_, exact) = page(
        &f,
        SearchRequest {
            sort: Some(kaamsetu_search::request::Sort::Newest),
            ..kw("software engineer")
        },
    );
    assert_eq!(exact, None);
}

#[test]
fn a_misspelt_table_word_means_its_whole_group() {
    let f = build(&[
        blr(1, "Accountant"),
        blr(2, "Accounts Executive"),
        blr(3, "Tally Operator"),
        blr(4, "Key Account Manager"),
        blr(5, "Technical Recruiter"),
        blr(6, "Talent Acquisition Specialist"),
    ]);
    // Before: "acountant" found only its typo neighbour, and "Key Account Manager" by chance.
    assert_eq!(ids(&f, "acountant"), vec![1, 2, 3]);
    assert_eq!(ids(&f, "recuiter"), vec![5, 6]);
}

#[test]
fn a_title_with_a_true_synonym_ranks_above_a_member_of_the_group() {
    let f = build(&[
        blr(1, "Staff Site Reliability Engineer"),
        blr(2, "DevOps Engineer"),
        blr(3, "Senior Platform Software Engineer (K8s)"),
        blr(4, "Member of Technical Staff (Kubernetes - Cluster Team)"),
    ]);
    // Kubernetes means the DevOps roles too, but the titles that say so come first (before,
    // the SRE titles outranked "K8s").
    let r = ranked(&f, "kubernetes");
    assert_eq!(r.len(), 4);
    let mut top = r[..2].to_vec();
    top.sort();
    assert_eq!(top, vec![3, 4]);
}

fn at(city: &str, state: &str) -> impl Fn(u128, &str) -> JobRecord {
    let (city, state) = (city.to_string(), state.to_string());
    move |n, title| job(n, title, &city, &state)
}

fn in_place(k: &str, location: &str) -> SearchRequest {
    SearchRequest {
        location: Some(location.into()),
        ..kw(k)
    }
}

fn sorted(mut v: Vec<u128>) -> Vec<u128> {
    v.sort();
    v
}

#[test]
fn a_metro_region_is_one_place() {
    let f = build(&[
        job(1, "Electrician", "Delhi", "Delhi"),
        job(2, "Electrician", "Faridabad", "Haryana"),
        job(3, "Electrician", "Gurugram", "Haryana"),
        job(4, "Electrician", "Jaipur", "Rajasthan"),
        job(5, "Electrician", "Thane", "Maharashtra"),
        job(6, "Electrician", "Navi Mumbai", "Maharashtra"),
        job(7, "Electrician", "Pune", "Maharashtra"),
    ]);
    // Before: "Delhi NCR" matched only the seven NCR cities typed by name, and the MMR was
    // not a place at all.
    let r = run(&f, in_place("electrician", "Delhi NCR"));
    assert_eq!(sorted(exact_ids(&r)), vec![1, 2, 3]);
    let r = run(&f, in_place("electrician", "Mumbai Metropolitan Region"));
    assert_eq!(sorted(exact_ids(&r)), vec![5, 6]);
    let r = run(&f, kw("electrician mmr"));
    assert_eq!(sorted(exact_ids(&r)), vec![5, 6]);
}

#[test]
fn a_place_alone_with_no_jobs_there_widens_to_its_region_then_nearby() {
    let f = build(&[
        job(1, "Content Analyst", "Mumbai", "Maharashtra"),
        job(2, "Account Executive", "Mumbai", "Maharashtra"),
        job(3, "Nurse", "Pune", "Maharashtra"),
        job(4, "Nurse", "Chaumu", "Rajasthan"),
    ]);
    // Before: "thane jobs" (the place alone) answered nothing while Mumbai's jobs sat next
    // door; now the region's, marked as widened.
    for req in [kw("thane jobs"), in_place("", "Thane")] {
        let r = run(&f, req);
        assert_eq!(sorted(ids_of(&r)), vec![1, 2]);
        assert!(r.relaxed);
    }
    // Outside any region: the towns within 50 km (Chaumu for Jaipur), never farther.
    let r = run(&f, in_place("", "Jaipur"));
    assert_eq!(ids_of(&r), vec![4]);
    let r = run(&f, in_place("", "Lucknow"));
    assert_eq!(r.total, 0);
    // A place with jobs stays exact.
    let r = run(&f, in_place("", "Mumbai"));
    assert_eq!((sorted(ids_of(&r)), r.relaxed), (vec![1, 2], false));
}

#[test]
fn a_platform_widens_to_mobile_and_tech_support_to_its_shortenings() {
    let hyd = at("Hyderabad", "Telangana");
    let f = build(&[
        hyd(1, "Android Developer"),
        hyd(2, "Shopify Developer"),
        hyd(3, "Golang Developer"),
        hyd(4, "iOS Developer"),
        blr(5, "Flutter Developer"),
        hyd(6, "Tech Support Engineer (Performance)"),
        hyd(7, "Technical Support Engineer"),
        hyd(8, "Senior Technical Writer"),
    ]);
    // Before: "flutter developer" with none in Hyderabad widened to every developer there, the
    // Shopify and Go developers before the Android one.
    let (ids, exact) = page(&f, in_place("flutter developer", "Hyderabad"));
    assert_eq!(exact, Some(0));
    assert_eq!(sorted(ids[..2].to_vec()), vec![1, 4]);
    // Before: "technical support" missed the tech support engineer and filled the page with
    // technical writers.
    let (ids, exact) = page(&f, in_place("technical support", "Hyderabad"));
    assert_eq!((sorted(ids[..2].to_vec()), exact), (vec![6, 7], None));
}

#[test]
fn two_places_of_one_region_in_the_keyword_are_the_region() {
    let f = build(&[
        job(1, "Sales Executive", "Gurugram", "Haryana"),
        job(2, "Accountant", "Delhi", "Delhi"),
        job(3, "Nurse", "Pune", "Maharashtra"),
    ]);
    // Before: "gurgaon" stayed a word no job has, and the search found nothing.
    let r = run(&f, kw("jobs in gurgaon delhi"));
    assert_eq!((sorted(ids_of(&r)), r.relaxed), (vec![1, 2], false));
    assert_eq!(r.understood.location.as_deref(), Some("Delhi NCR"));
}

fn ids_of(r: &SearchResult) -> Vec<u128> {
    r.jobs.iter().map(|j| j.id.as_u128()).collect()
}

#[test]
fn a_city_with_few_matches_is_followed_by_its_region_then_nearby_then_the_family() {
    let delhi = at("Delhi", "Delhi");
    let f = build(&[
        delhi(1, "Electrician"),
        job(2, "Electrician", "Faridabad", "Haryana"),
        job(3, "Electrician", "Gurugram", "Haryana"),
        job(4, "Electrician", "Jaipur", "Rajasthan"),
        job(5, "Electrician", "Bahadurgarh", "Haryana"),
        job(6, "Electrician", "Meerut", "Uttar Pradesh"),
        job(7, "Plumber", "Delhi", "Delhi"),
        job(8, "Electrician", "Sonipat", "Haryana"),
        job(9, "Electrician", "Baghpat", "Uttar Pradesh"),
    ]);
    // Before: the location box's Delhi was exact, one job and nothing after it.
    let (ids, exact) = page(&f, in_place("electrician", "Delhi"));
    assert_eq!(exact, Some(1));
    assert_eq!(ids[0], 1);
    // The region's next (Faridabad, Gurugram, Bahadurgarh, Sonipat), then within 50 km
    // (Baghpat, 33 km, outside the NCR); Meerut (about 70 km) and Jaipur never.
    assert_eq!(sorted(ids[1..5].to_vec()), vec![2, 3, 5, 8]);
    assert_eq!(ids[5..].to_vec(), vec![9]);
    // A city outside any region: within 50 km only.
    let f = build(&[
        job(1, "Nurse", "Jaipur", "Rajasthan"),
        job(2, "Nurse", "Chaumu", "Rajasthan"),
        job(3, "Nurse", "Ajmer", "Rajasthan"),
    ]);
    let (ids, exact) = page(&f, in_place("nurse", "Jaipur"));
    assert_eq!((ids, exact), (vec![1, 2], Some(1)));
    // The distance of each job from the city searched.
    let r = run(&f, in_place("nurse", "Jaipur"));
    let d = r.distance_km(&r.jobs[1]).unwrap();
    assert!(
        (20.0..45.0).contains(&d),
        "Chaumu is about 29 km from Jaipur: {d}"
    );
}

#[test]
fn zero_exact_matches_still_get_the_tiers_and_did_you_mean() {
    let f = build(&[
        blr(1, "Machine Learning Engineer"),
        blr(2, "Data Engineer"),
        blr(3, "Accountant"),
        job(4, "Data Scientist", "Pune", "Maharashtra"),
        job(5, "Electrician", "Faridabad", "Haryana"),
    ]);
    // Before: "data scientist" in Bengaluru answered nothing at all.
    let (ids, exact) = page(&f, kw("data scientist bengaluru"));
    assert_eq!(exact, Some(0));
    assert!(ids.contains(&1) && ids.contains(&2), "{ids:?}");
    assert!(!ids.contains(&3) && !ids.contains(&4), "{ids:?}");
    // None in Delhi: the NCR's electricians, and a correction is still offered.
    let r = run(&f, in_place("electrican", "Delhi"));
    assert_eq!(r.exact, Some(0));
    assert_eq!(exact_ids(&r), Vec::<u128>::new());
    assert_eq!(
        r.jobs.iter().map(|j| j.id.as_u128()).collect::<Vec<_>>(),
        vec![5]
    );
    // Searched anywhere, the word finds one: offered as the nearest search.
    let near = r
        .suggestion
        .expect("a suggestion")
        .nearest
        .expect("nearest");
    assert_eq!((near.without.as_str(), near.total), ("location", 1));
    // A word no job has: the rest follow, and "Did you mean" still offers itself.
    let f = build(&[
        job(1, "Plumber Helper", "Delhi", "Delhi"),
        job(2, "Helper", "Delhi", "Delhi"),
    ]);
    let r = run(&f, in_place("plmbr helper", "Delhi"));
    assert_eq!(r.exact, Some(0));
    assert_eq!(
        sorted(r.jobs.iter().map(|j| j.id.as_u128()).collect()),
        vec![1, 2]
    );
    let s = r.suggestion.expect("did you mean");
    assert_eq!(
        (s.did_you_mean.as_deref(), s.did_you_mean_total),
        (Some("plumber helper"), 1)
    );
}

#[test]
fn remote_jobs_are_open_to_every_city_the_locations_own_first() {
    let mut jobs = vec![
        job(1, "Content Writer", "Pune", "Maharashtra"),
        job(2, "Content Writer", "Jaipur", "Rajasthan"),
        job(3, "Content Writer", "Jaipur", "Rajasthan"),
        job(4, "Content Writer", "Kochi", "Kerala"),
    ];
    for j in &mut jobs[..3] {
        j.work_mode = WorkMode::Remote;
    }
    let f = build(&jobs);
    // Before: only Jaipur's remote job.
    let remote = SearchRequest {
        work_modes: vec!["Remote".into()],
        ..in_place("content writer", "Jaipur")
    };
    let (ids, exact) = page(&f, remote.clone());
    assert_eq!(exact, None, "every remote job is an exact match");
    assert_eq!(sorted(ids[..2].to_vec()), vec![2, 3], "Jaipur's first");
    assert_eq!(ids[2..].to_vec(), vec![1]);
    // Typed in the keyword too; the on-site job in Kochi is not remote.
    let (ids, _) = page(&f, kw("remote content writer jaipur"));
    assert_eq!((sorted(ids[..2].to_vec()), ids.len()), (vec![2, 3], 3));
}

#[test]
fn filter_and_filler_phrases_never_require_a_title_word() {
    let mut jobs = vec![
        blr(1, "Receptionist"),
        blr(2, "Telecaller"),
        blr(3, "Security Guard"),
        blr(4, "Delivery Boy"),
        blr(5, "Accountant"),
    ];
    jobs[0].gender = Gender::Female;
    jobs[2].gender = Gender::Male;
    let f = build(&jobs);
    // Before: each answered nothing (a title had to contain "women", "ladies", "urgent" …).
    for k in [
        "jobs for women",
        "ladies job",
        "female jobs",
        "mahila naukri",
    ] {
        let r = run(&f, kw(k));
        assert_eq!(
            sorted(exact_ids(&r)),
            vec![1, 2, 4, 5],
            "{k}: Female or Both"
        );
        assert_eq!(r.understood.gender.as_deref(), Some("Female"));
    }
    assert_eq!(ids(&f, "urgent hiring delivery boy"), vec![4]);
    assert_eq!(ids(&f, "telecaller immediate joining"), vec![2]);
    assert_eq!(ids(&f, "accountant for freshers"), vec![5]);
    assert_eq!(ids(&f, "security guard near me"), vec![3]);
    assert_eq!(ids(&f, "walk in interview receptionist bangalore"), vec![1]);
}

#[test]
fn sales_abbreviations_widen_both_ways_and_fill_the_page_with_their_family() {
    let noida = at("Noida", "Uttar Pradesh");
    let f = build(&[
        noida(1, "Business Development Executive"),
        noida(2, "Sales Executive"),
        noida(3, "Field Sales Officer"),
        job(4, "Inside Sales Representative", "Gurugram", "Haryana"),
        noida(5, "Key Account Manager"),
        noida(6, "Relationship Manager - Retail Banking"),
        noida(7, "Area Sales Manager"),
        noida(8, "Territory Sales Manager"),
        noida(9, "Business Development Manager"),
        noida(10, "Accountant"),
    ]);
    // (A business development manager is in business development too.)
    for (abbr, want) in [
        ("bde", vec![1, 9]),
        ("kam", vec![5]),
        ("rm", vec![6]),
        ("asm", vec![7]),
        ("tsm", vec![8]),
        ("bdm", vec![9]),
    ] {
        let r = run(&f, in_place(abbr, "Noida"));
        assert_eq!(sorted(exact_ids(&r)), want, "{abbr}");
    }
    for (phrase, abbr) in [
        ("key account manager", "KAM"),
        ("area sales manager", "ASM"),
        ("technical account manager", "TAM"),
        ("customer success manager", "CSM"),
    ] {
        let mut jobs = vec![noida(1, &format!("{abbr} - FMCG"))];
        jobs.push(noida(2, "Cook"));
        let g = build(&jobs);
        assert_eq!(ids(&g, phrase), vec![1], "{phrase} finds {abbr}");
    }
    // An account manager is what "kam" asks for (a key account manager manages accounts);
    // "Manager, Customer Success" is a CSM, "Technical Account Management" a TAM's team.
    let g = build(&[
        noida(1, "Revenue Account Manager"),
        noida(2, "Manager, SMB Account Management"),
        noida(3, "Manager, Customer Success"),
        noida(4, "Manager 1, Technical Account Management"),
        noida(5, "Cook"),
    ]);
    assert_eq!(sorted(ids(&g, "kam")), vec![1, 2, 4]);
    assert_eq!(ids(&g, "csm"), vec![3]);
    assert_eq!(ids(&g, "tam"), vec![4]);
    // Before: "bde" in Noida found one job and stopped. The sales family fills the page; the
    // accountant never.
    let (ids, exact) = page(&f, kw("bde noida"));
    assert_eq!(exact, Some(2));
    assert_eq!(sorted(ids[..2].to_vec()), vec![1, 9]);
    for id in [2, 3, 4, 9] {
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }
    assert!(!ids.contains(&10));
}

#[test]
fn a_title_matching_the_role_ranks_above_a_stray_description_word() {
    let mut officer = blr(1, "Programme Officer");
    officer.description = "Run the programme with the field staff.".into();
    let mut stray = blr(7, "Accounts Officer");
    stray.description = "Work with the SDE team on billing.".into();
    let f = build(&[
        officer,
        blr(2, "SDE II"),
        blr(3, "Backend Developer"),
        blr(4, "Frontend Engineer"),
        blr(5, "Software Developer (Java)"),
        blr(6, "Android Developer"),
        stray,
    ]);
    // Before: the Programme Officer came among the developers ("programme" was stemmed as
    // "programmer", a member of the developers' family); now it is no match at all.
    let (ids, exact) = page(&f, kw("sde bangalore"));
    assert!(!ids.contains(&1), "{ids:?}");
    // The exact titles lead; an exact match by a stray word of its description follows every
    // title of the role's family (before: it came third, above the developers), so only the
    // titles count as the exact matches the page leads with.
    assert_eq!(exact, Some(2));
    assert_eq!(sorted(ids[..2].to_vec()), vec![2, 5]);
    assert_eq!(sorted(ids[2..5].to_vec()), vec![3, 4, 6]);
    assert_eq!(ids[5], 7);
    // The same in a city: the region's titles come before the city's stray match.
    let mut stray = job(10, "Transport Operations Intern", "Mumbai", "Maharashtra");
    stray.description = "Plan the routes of every driver.".into();
    let f = build(&[
        job(11, "Company Driver", "Mumbai", "Maharashtra"),
        stray,
        job(12, "Truck Driver", "Thane", "Maharashtra"),
        job(13, "Tractor Driver", "Thane", "Maharashtra"),
    ]);
    let (ids, exact) = page(&f, in_place("driver", "Mumbai"));
    assert_eq!((ids[0], exact), (11, Some(1)));
    assert_eq!(sorted(ids[1..3].to_vec()), vec![12, 13]);
    assert_eq!(ids[3], 10);
}

#[test]
fn a_radius_around_a_place_or_a_point_nearest_first() {
    use kaamsetu_search::request::Sort;
    let f = build(&[
        job(1, "Nurse", "Pune", "Maharashtra"),
        job(2, "Nurse", "Pimpri-Chinchwad", "Maharashtra"),
        job(3, "Nurse", "Talegaon Dabhade", "Maharashtra"),
        job(4, "Nurse", "Mumbai", "Maharashtra"),
        job(5, "Nurse", "Satara", "Maharashtra"),
        job(6, "Driver", "Pune", "Maharashtra"),
    ]);
    let radius = |km: f64| SearchRequest {
        radius_km: Some(km),
        ..in_place("nurse", "Pune")
    };
    assert_eq!(sorted(exact_ids(&run(&f, radius(20.0)))), vec![1, 2]);
    assert_eq!(sorted(exact_ids(&run(&f, radius(40.0)))), vec![1, 2, 3]);
    assert_eq!(
        sorted(exact_ids(&run(&f, radius(200.0)))),
        vec![1, 2, 3, 4, 5]
    );
    // Near a point (Hinjawadi), nearest first, each with its distance.
    let r = run(
        &f,
        SearchRequest {
            near: Some((18.59, 73.74)),
            radius_km: Some(150.0),
            sort: Some(Sort::Distance),
            ..kw("nurse")
        },
    );
    let ids: Vec<u128> = r.jobs.iter().map(|j| j.id.as_u128()).collect();
    assert_eq!(ids[..3].to_vec(), vec![2, 1, 3]);
    let d: Vec<f64> = r.jobs.iter().map(|j| r.distance_km(j).unwrap()).collect();
    assert!(d.windows(2).all(|w| w[0] <= w[1]), "{d:?}");
    // A radius the user drew is not widened.
    let (ids, exact) = page(&f, radius(5.0));
    assert_eq!((ids, exact), (vec![1], None));
}

/// A job in Noida with its own description.
fn noida_with(n: u128, title: &str, description: &str) -> JobRecord {
    JobRecord {
        description: description.into(),
        ..job(n, title, "Noida", "Uttar Pradesh")
    }
}

#[test]
fn the_level_a_keyword_asks_for_ranks_first_and_internships_follow() {
    let noida = at("Noida", "Uttar Pradesh");
    let f = build(&[
        noida(1, "Business Development Associate"),
        noida(2, "Sales Executive"),
        noida_with(
            3,
            "Corporate Sales Manager",
            "Lead business development for corporate accounts.",
        ),
        noida(4, "Inside Sales Representative"),
        noida(5, "HR Executive"),
        noida_with(
            6,
            "HR Intern",
            "Assist the HR executive with joining paperwork.",
        ),
        noida_with(7, "HR Manager", "Lead the HR executive team."),
        noida(8, "Business Development Intern"),
        noida(9, "Junior Business Development Executive"),
        noida(10, "Business Development Manager"),
    ]);
    // Before: the sales manager whose description said "business development" ranked above
    // the sales executives of the family, for a business development executive's search.
    let (page_ids, _) = page(&f, in_place("bde", "Noida"));
    let at_ = |id: u128| page_ids.iter().position(|&x| x == id).unwrap();
    assert!(at_(2) < at_(3) && at_(4) < at_(3), "{page_ids:?}");
    // Before: the BD intern ranked above the junior BDE for the executive's role in full.
    let r = ranked(&f, "business development executive");
    assert!(
        r.iter().position(|&x| x == 9) < r.iter().position(|&x| x == 8),
        "{r:?}"
    );
    // Before: the HR intern ranked above the HR manager; an internship follows the jobs
    // unless the keyword asks for one.
    let r = ranked(&f, "hr executive");
    assert_eq!(r.first(), Some(&5), "{r:?}");
    assert_eq!(r.last(), Some(&6), "{r:?}");
    assert_eq!(ranked(&f, "hr intern").first(), Some(&6));
    // "bdm": the managers first.
    let (page_ids, _) = page(&f, in_place("bdm", "Noida"));
    assert_eq!(page_ids.first(), Some(&10), "{page_ids:?}");
}

#[test]
fn dropping_a_word_keeps_the_role() {
    let f = build(&[
        job(1, "Truck Driver", "Noida", "Uttar Pradesh"),
        JobRecord {
            description: "Drive the reach truck in our warehouse.".into(),
            ..job(2, "Forklift Operator", "Noida", "Uttar Pradesh")
        },
        job(3, "Company Driver", "Noida", "Uttar Pradesh"),
        job(4, "Driver", "Delhi", "Delhi"),
        job(5, "Cab Driver", "Ghaziabad", "Uttar Pradesh"),
    ]);
    // Before: "truck" was kept and "driver" dropped (it matches more jobs): the forklift
    // operator followed the truck driver, and no driver did.
    let (page_ids, exact) = page(&f, in_place("truck driver", "Noida"));
    assert_eq!(exact, Some(1));
    assert_eq!(page_ids[0], 1);
    let forklift = page_ids.iter().position(|&x| x == 2);
    for d in [3, 4, 5] {
        let at_ = page_ids.iter().position(|&x| x == d);
        assert!(at_.is_some(), "driver {d} follows: {page_ids:?}");
        assert!(forklift.is_none() || at_ < forklift, "{page_ids:?}");
    }
    // Within a tier, the location's own jobs first: the driver in Noida before Delhi's.
    assert!(
        page_ids.iter().position(|&x| x == 3) < page_ids.iter().position(|&x| x == 4),
        "{page_ids:?}"
    );
}

#[test]
fn bpo_means_the_floor_of_a_call_centre_and_a_word_of_a_role_finds_its_languages() {
    let f = build(&[
        blr(1, "Telecaller"),
        blr(2, "Customer Care Executive"),
        blr(3, "Chat Support Executive"),
        blr(4, "Process Associate"),
        blr(5, "Python Developer"),
        blr(6, "Backend Developer"),
        blr(7, "Full Stack Developer"),
        blr(8, "Accountant"),
        blr(9, "Talent Partner"),
        blr(10, "Solutions Architect"),
        blr(11, "Campaign Manager"),
    ]);
    // Before: "bpo" found only the telecaller.
    assert_eq!(ids(&f, "bpo"), vec![1, 2, 3]);
    assert_eq!(ids(&f, "call center"), vec![1, 2, 3]);
    // A telecaller's search is still its own.
    assert_eq!(ids(&f, "telecaller"), vec![1]);
    // Before: "backend developer" found only the title with both words.
    assert_eq!(ids(&f, "backend developer"), vec![5, 6, 7]);
    assert_eq!(ids(&f, "frontend"), vec![7]);
    assert_eq!(ids(&f, "recruiter"), vec![9]);
    assert_eq!(ids(&f, "presales"), vec![10]);
    assert_eq!(ids(&f, "marketing"), vec![11]);
}

#[test]
fn senior_ranks_senior_posts_first_and_never_narrows() {
    let f = build(&[
        blr(1, "Senior Product Manager"),
        blr(2, "Staff Product Manager"),
        blr(3, "Principal Product Manager - Platform"),
        blr(4, "Product Manager"),
        blr(5, "Senior Technical Program Manager"),
        blr(6, "Lead C++ Developer"),
        blr(7, "Software Engineer"),
        blr(8, "Senior Software Engineer"),
        blr(9, "Senior Accountant"),
    ]);
    // Before: "senior" was a word every title had to hold: the staff and principal product
    // managers were missing, and a senior program manager followed the senior product manager.
    // The role's senior posts are the exact matches; every other product manager follows.
    for k in ["senior product manager", "sr product manager"] {
        let (page_ids, exact) = page(&f, kw(k));
        assert_eq!(exact, Some(3), "{k}");
        assert_eq!(
            sorted(page_ids[..3].to_vec()),
            vec![1, 2, 3],
            "{k}: {page_ids:?}"
        );
        assert!(
            page_ids.contains(&4),
            "{k}: every product manager: {page_ids:?}"
        );
    }
    // Fewer than a page: the senior software engineer, then the family's senior post, then the
    // software engineer without seniority.
    let (page_ids, exact) = page(&f, kw("senior software engineer"));
    assert_eq!(exact, Some(1));
    assert_eq!(&page_ids[..3], &[8, 6, 7], "{page_ids:?}");
    // A page of matches: a senior post of the role's family before the role without
    // seniority (before: the software engineers, senior or not, then nothing else).
    let mut jobs: Vec<JobRecord> = (20..30).map(|n| blr(n, "Software Engineer")).collect();
    jobs.extend([
        JobRecord {
            description: "Lead our C++ work, in a team of software engineers.".into(),
            ..blr(6, "Lead C++ Developer")
        },
        blr(8, "Senior Software Engineer"),
        blr(9, "Senior Accountant"),
    ]);
    let g = build(&jobs);
    let (page_ids, exact) = page(&g, kw("senior software engineer"));
    // Both match every word (the lead developer's description names software engineers).
    assert_eq!(exact, Some(2));
    assert_eq!(&page_ids[..2], &[8, 6], "{page_ids:?}");
    assert!(!page_ids.contains(&9), "{page_ids:?}");
    // "senior" alone is still a word.
    assert!(ids(&f, "senior").contains(&9));
}

#[test]
fn a_fresher_search_puts_trainee_posts_above_the_family_titles() {
    let f = build(&[
        blr(1, "CA Industrial Trainee"),
        JobRecord {
            description: "Industrial Trainee, Finance & Accounting team.".into(),
            ..blr(2, "Industrial Trainee")
        },
        blr(3, "Implementation Manager, Accountant"),
        blr(4, "Senior Revenue Accountant"),
        blr(5, "Corporate Accounting Manager"),
    ]);
    // Before: "fresher" was filler and nothing else: the accountants' titles of the family
    // ranked above the trainee post a fresher can take.
    let (page_ids, _) = page(&f, kw("ca fresher"));
    assert_eq!(&page_ids[..2], &[1, 2], "{page_ids:?}");
    // Without "fresher", the trainee posts follow the jobs.
    let (page_ids, _) = page(&f, kw("accountant"));
    assert_eq!(page_ids.last(), Some(&2), "{page_ids:?}");
}

#[test]
fn full_stack_is_frontend_backend_and_javascript() {
    let f = build(&[
        blr(1, "Senior Software Engineer - Full Stack"),
        blr(2, "Staff Full-Stack Engineer"),
        blr(3, "Node.js Developer"),
        blr(4, "Android Developer"),
        blr(5, "Software Engineer II - Fullstack"),
    ]);
    // Before: "node js" found the Node developer alone, "frontend" and "backend" nothing.
    let (page_ids, exact) = page(&f, kw("node js"));
    assert_eq!(exact, Some(1));
    assert_eq!(
        sorted(page_ids[1..4].to_vec()),
        vec![1, 2, 5],
        "{page_ids:?}"
    );
    assert_eq!(ids(&f, "frontend"), vec![1, 2, 5]);
    // Node is backend work too.
    assert_eq!(ids(&f, "backend"), vec![1, 2, 3, 5]);
}
