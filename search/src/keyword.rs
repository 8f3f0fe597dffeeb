//! What a keyword holds besides words: filters typed as words ("remote", "ghar se kaam", "hybrid",
//! "part time", "internship"), a place anywhere at its start or end ("jobs in pune", "hyderabad
//! jobs", "driver ki job delhi mein"), and filler that says nothing about the job ("jobs",
//! "naukri", "ki", "mein"), which is dropped when other words are left.

use crate::{
    numbers::{Numbers, read_numbers},
    places, synonyms,
    text::tokens,
    vocabulary::{self, Filter},
};

/// Parts of the keyword that became filters.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Understood {
    /// "wfh", "work from home", "remote", "ghar se kaam" set work mode Remote.
    pub remote: bool,
    /// A place at the start or end of the keyword became the location ("sde bangalore").
    pub location: Option<String>,
    /// Another work mode typed as words ("hybrid": Hybrid).
    pub work_mode: Option<String>,
    /// A job type typed as words ("part time": Part-Time, "internship": Internship).
    pub job_type: Option<String>,
    /// Who may apply, typed as words ("jobs for women", "ladies", "mahila": Female).
    pub gender: Option<String>,
    /// The place was the whole keyword: the search takes it as the location only when no job
    /// has the words themselves ("Sagar" is a town and a company).
    pub place_alone: bool,
    /// A salary typed as words ("20000 se upar", "under 30k", "5 lpa"), in monthly rupees.
    pub min_salary: Option<i64>,
    pub max_salary: Option<i64>,
    /// Years of experience typed ("3 years"): said back, not a filter (jobs carry none).
    pub experience_years: Option<u32>,
    /// "for freshers", "fresher" typed with a role: a fresher's search, ranked for one
    /// (`levels`), not a word a title must hold.
    pub freshers: bool,
    /// "senior", "sr" typed with a role: ranked for (`levels`), not a word a title must hold.
    pub senior: bool,
}

/// Words of seniority a keyword may hold besides its role.
const SENIORITY: &[&str] = &["senior", "sr"];

/// Words about experience that go with its number ("3 years experience").
const EXPERIENCE_WORDS: &[&str] = &["experience", "exp", "anubhav", "of"];

/// The keyword without the salary and experience phrases `read_numbers` read from it (with the
/// salary words around them: "driver salary 20000 se upar" leaves "driver"), and what it read.
/// A keyword it read nothing from comes back as it was.
pub fn take_numbers(keyword: &str) -> (String, Numbers) {
    let toks = tokens(keyword);
    let mut used = vec![false; toks.len()];
    let numbers = read_numbers(&toks, &mut used, false);
    if numbers == Numbers::default() {
        return (keyword.to_string(), numbers);
    }
    let salary = numbers.min_salary.is_some() || numbers.max_salary.is_some();
    let experience = numbers.experience_years.is_some();
    let rest: Vec<&str> = toks
        .iter()
        .zip(&used)
        .filter(|(t, u)| {
            let said_around = (salary && vocabulary::SALARY_WORDS.contains(&t.as_str()))
                || (experience && EXPERIENCE_WORDS.contains(&t.as_str()));
            !**u && !said_around
        })
        .map(|(t, _)| t.as_str())
        .collect();
    (rest.join(" "), numbers)
}

fn take_phrase(words: &mut Vec<String>, phrase: &str) -> bool {
    let parts: Vec<&str> = phrase.split(' ').collect();
    let Some(pos) = words
        .windows(parts.len())
        .position(|w| w.iter().zip(&parts).all(|(a, b)| a == b))
    else {
        return false;
    };
    words.drain(pos..pos + parts.len());
    true
}

/// Takes filters, filler and a place out of the keyword's words.
pub fn understand(words: &mut Vec<String>, has_location: bool) -> Understood {
    let mut u = Understood::default();
    for p in vocabulary::FILTER_PHRASES.iter().filter(|p| p.in_keyword()) {
        // Filler goes only when a word of the job is left ("fresher jobs bangalore" is still a
        // search for freshers' jobs; "accountant for freshers" is one for accountants).
        let filler = p.filter == Filter::Filler;
        while (!filler || has_other_content(words, p.phrase)) && take_phrase(words, p.phrase) {
            match p.filter {
                Filter::WorkMode("Remote") => u.remote = true,
                Filter::WorkMode(m) => u.work_mode = Some(m.to_string()),
                Filter::JobType(t) => u.job_type = Some(t.to_string()),
                Filter::Gender(g) => u.gender = Some(g.to_string()),
                Filter::Filler => u.freshers |= p.phrase.contains("fresher"),
            }
        }
    }
    // Seniority typed with a role ranks the senior posts first (`levels`) and never narrows:
    // "senior product manager" is every product manager, the staff and principal ones too,
    // the senior ones first.
    for p in SENIORITY {
        while has_other_content(words, p) && take_phrase(words, p) {
            u.senior = true;
        }
    }
    // Filler goes, but not out of a phrase of the synonym table ("member of technical staff").
    let mut kept = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        if let Some((n, _)) = synonyms::match_at(words, i).filter(|(n, _)| *n > 1) {
            kept.extend_from_slice(&words[i..i + n]);
            i += n;
        } else {
            if !vocabulary::is_stop_word(&words[i]) {
                kept.push(words[i].clone());
            }
            i += 1;
        }
    }
    // Filler that is also a phrase of the table ("kam" is "kaam", work, and a key account
    // manager) is the phrase when nothing else is left but a place ("kam mumbai").
    let table_filler: Vec<String> = words
        .iter()
        .filter(|w| {
            vocabulary::is_stop_word(w) && synonyms::match_at(std::slice::from_ref(w), 0).is_some()
        })
        .cloned()
        .collect();
    *words = kept;
    if !has_location && !words.is_empty() {
        let p = places::places();
        // A role word is not a place ("hr" is also Haryana's code): a place typed alone or
        // first must be a name (more than 3 letters) and no phrase of the synonym table.
        let is_place = |s: &str| !p.resolve_location(s).is_empty();
        // A metro region's short name is a name too ("ncr", "mmr").
        let is_place_name = |s: &str| {
            let w: Vec<String> = s.split(' ').map(str::to_string).collect();
            (s.len() > 3 || p.region(s).is_some())
                && synonyms::match_at(&w, 0).is_none_or(|(n, _)| n < w.len())
                && is_place(s)
        };
        let mut found = false;
        // The end first ("sde bangalore"), then the start ("pune software engineer"); a whole
        // keyword that is a place is the location too ("gurgaon").
        for n in (1..=3.min(words.len())).rev() {
            let tail = words[words.len() - n..].join(" ");
            let alone = n == words.len();
            if (!alone && is_place(&tail)) || (alone && is_place_name(&tail)) {
                words.truncate(words.len() - n);
                u.location = Some(tail);
                u.place_alone = alone;
                found = true;
                break;
            }
        }
        if !found {
            for n in (1..=3.min(words.len())).rev() {
                let head = words[..n].join(" ");
                if is_place_name(&head) {
                    words.drain(..n);
                    u.location = Some(head);
                    break;
                }
            }
        }
        // Two places of one metro region typed together are the region ("jobs in gurgaon
        // delhi"): the rest was the other place, not a word a job must have.
        let rest = words.join(" ");
        if let Some(place) = u.location.as_deref().filter(|_| !words.is_empty())
            && is_place_name(&rest)
        {
            let region_of = |s: &str| p.region(s).or_else(|| p.metro_region(s)).map(|r| r.name);
            if let Some(region) = region_of(place).filter(|r| region_of(&rest) == Some(*r)) {
                u.location = Some(region.to_string());
                u.place_alone = false;
                words.clear();
            }
        }
    }
    if words.is_empty() {
        *words = table_filler;
    }
    u
}

/// Whether `words` hold, besides `phrase`, a word that is neither filler nor a place name.
fn has_other_content(words: &[String], phrase: &str) -> bool {
    let n = phrase.split(' ').count();
    let Some(at) = words
        .windows(n)
        .position(|w| w.iter().zip(phrase.split(' ')).all(|(a, b)| a == b))
    else {
        return false;
    };
    let p = places::places();
    words
        .iter()
        .enumerate()
        .filter(|(i, _)| *i < at || *i >= at + n)
        .any(|(_, w)| {
            !vocabulary::is_stop_word(w)
                && !vocabulary::FILTER_PHRASES.iter().any(|f| f.phrase == w)
                && (w.len() <= 3 || p.resolve_location(w).is_empty())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(k: &str) -> (Vec<String>, Understood) {
        let mut w = crate::text::words(k);
        let u = understand(&mut w, false);
        (w, u)
    }

    #[test]
    fn salary_and_experience_phrases_leave_the_keyword() {
        let cases: &[(&str, &str, Option<i64>, Option<i64>)] = &[
            ("driver salary 20000 se upar", "driver", Some(20_000), None),
            ("driver 20k", "driver", Some(20_000), None),
            ("accountant under 30k", "accountant", None, Some(30_000)),
            ("data analyst 5 lpa", "data analyst", Some(41_666), None),
            (
                "cook 15000 to 20000 per month",
                "cook",
                Some(15_000),
                Some(20_000),
            ),
            (
                "electrician 18 hazar tak",
                "electrician",
                None,
                Some(18_000),
            ),
            ("peon ₹12,000 se zyada", "peon", Some(12_000), None),
        ];
        for (k, rest, lo, hi) in cases {
            let (left, n) = take_numbers(k);
            assert_eq!(
                (left.as_str(), n.min_salary, n.max_salary),
                (*rest, *lo, *hi),
                "{k}"
            );
        }
        let (left, n) = take_numbers("welder 3 years experience");
        assert_eq!((left.as_str(), n.experience_years), ("welder", Some(3)));
        // Numbers that are words stay words, and a keyword without numbers is left as typed.
        for k in [
            "iso 9001 auditor",
            "sector 62 noida",
            "3d artist",
            "C++ developer",
            "sde 2",
        ] {
            let (left, n) = take_numbers(k);
            assert_eq!((left.as_str(), n), (k, Numbers::default()), "{k}");
        }
    }

    #[test]
    fn two_places_of_one_region_are_the_region() {
        let (w, u) = run("jobs in gurgaon delhi");
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(u.location.as_deref(), Some("Delhi NCR"));
        let (_, u) = run("thane mumbai jobs");
        assert_eq!(u.location.as_deref(), Some("Mumbai Metropolitan Region"));
        // Places of two regions stay as they were typed: the last is the location.
        let (w, u) = run("pune mumbai");
        assert_eq!(
            (w, u.location.as_deref()),
            (vec!["pune".to_string()], Some("mumbai"))
        );
    }

    #[test]
    fn filters_places_and_filler() {
        let (w, u) = run("driver ki job Delhi mein");
        assert_eq!(w, vec!["driver"]);
        assert_eq!(u.location.as_deref(), Some("delhi"));
        let (w, u) = run("ghar se kaam");
        assert!(w.is_empty() && u.remote);
        let (w, u) = run("hybrid software engineer");
        assert_eq!(w, vec!["software", "engineer"]);
        assert_eq!(u.work_mode.as_deref(), Some("Hybrid"));
        let (w, u) = run("data entry part time");
        assert_eq!(w, vec!["data", "entry"]);
        assert_eq!(u.job_type.as_deref(), Some("Part-Time"));
        let (w, u) = run("jobs in pune");
        assert!(w.is_empty());
        assert_eq!(u.location.as_deref(), Some("pune"));
        let (w, u) = run("pune software engineer");
        assert_eq!(w, vec!["software", "engineer"]);
        assert_eq!(u.location.as_deref(), Some("pune"));
        let (w, _) = run("software engineer in test jobs");
        assert_eq!(w, vec!["software", "engineer", "in", "test"]);
    }

    #[test]
    fn gender_and_filler_phrases_are_never_title_words() {
        for k in [
            "jobs for women",
            "ladies job",
            "female jobs",
            "mahila naukri",
        ] {
            let (w, u) = run(k);
            assert!(w.is_empty(), "{k}: {w:?}");
            assert_eq!(u.gender.as_deref(), Some("Female"), "{k}");
        }
        let (w, u) = run("driver for men");
        assert_eq!(
            (w, u.gender.as_deref()),
            (vec!["driver".to_string()], Some("Male"))
        );
        for (k, rest) in [
            ("urgent hiring delivery boy", vec!["delivery", "boy"]),
            ("telecaller immediate joining", vec!["telecaller"]),
            ("electrician near me", vec!["electrician"]),
            ("accountant for freshers", vec!["accountant"]),
            ("fresher jobs bangalore", vec!["fresher"]),
            ("walk in interview bpo", vec!["bpo"]),
            ("fresher", vec!["fresher"]),
        ] {
            let (w, u) = run(k);
            assert_eq!(w, rest, "{k}");
            assert_eq!(u.gender, None, "{k}");
        }
        let (w, u) = run("urgent driver job delhi");
        assert_eq!(w, vec!["driver"]);
        assert_eq!(u.location.as_deref(), Some("delhi"));
    }
}
