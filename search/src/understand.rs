//! What a keyword holds besides words (issue 18): filters typed as words ("remote", "ghar se
//! kaam", "hybrid", "part time", "internship"), a place anywhere at its start or end ("jobs in
//! pune", "hyderabad jobs", "driver ki job delhi mein"), and filler that says nothing about the
//! job ("jobs", "naukri", "ki", "mein"), which is dropped when other words are left.

use crate::{
    places, synonyms,
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
    /// The place was the whole keyword: the search takes it as the location only when no job
    /// has the words themselves ("Sagar" is a town and a company).
    pub place_alone: bool,
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
    for (phrase, filter) in vocabulary::FILTER_PHRASES {
        while take_phrase(words, phrase) {
            match filter {
                Filter::WorkMode("Remote") => u.remote = true,
                Filter::WorkMode(m) => u.work_mode = Some((*m).to_string()),
                Filter::JobType(t) => u.job_type = Some((*t).to_string()),
            }
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
    *words = kept;
    if !has_location && !words.is_empty() {
        let p = places::places();
        // A role word is not a place ("hr" is also Haryana's code): a place typed alone or
        // first must be a name (more than 3 letters) and no phrase of the synonym table.
        let is_place = |s: &str| !p.resolve_location(s).is_empty();
        let is_place_name = |s: &str| {
            let w: Vec<String> = s.split(' ').map(str::to_string).collect();
            s.len() > 3 && synonyms::match_at(&w, 0).is_none_or(|(n, _)| n < w.len()) && is_place(s)
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
    }
    u
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
}
