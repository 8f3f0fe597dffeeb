//! Salaries and experience stated in words ("20k", "5 lpa", "20000 se upar", "under 30k",
//! "3 saal"), read alike from a search box's keyword (`keyword`) and a chat message
//! (`assistant::message`). The words are `vocabulary`'s tables.

use crate::{
    text::{phrase_at, phrase_len},
    vocabulary,
};

pub(crate) fn number(t: &str) -> Option<f64> {
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    t.parse::<f64>().ok().filter(|n| n.is_finite())
}

/// An amount of money read at `i`: (monthly rupees, first token after it, had a unit, was
/// yearly). `unit` is inherited from the second number of a range ("20-30k").
fn amount_at(toks: &[String], i: usize, inherit: Option<(i64, Option<bool>)>) -> Option<Amount> {
    let n = number(&toks[i])?;
    let mut j = i + 1;
    let mut mult = 1;
    let mut yearly = None;
    let mut unit = false;
    if let Some((_, m, y)) = toks
        .get(j)
        .and_then(|t| vocabulary::AMOUNT_UNITS.iter().find(|(u, _, _)| u == t))
    {
        mult = *m;
        yearly = *y;
        unit = true;
        j += 1;
    } else if let Some((m, y)) = inherit {
        mult = m;
        yearly = y;
    }
    if let Some(&(p, y)) = vocabulary::PERIODS
        .iter()
        .filter(|(p, _)| phrase_at(toks, j, p))
        .max_by_key(|(p, _)| phrase_len(p))
    {
        yearly = Some(y);
        j += phrase_len(p);
    }
    Some(Amount {
        rupees: (n * mult as f64).round() as i64,
        next: j,
        unit,
        mult,
        yearly,
    })
}

#[derive(Clone, Copy, Debug)]
struct Amount {
    rupees: i64,
    next: usize,
    unit: bool,
    mult: i64,
    yearly: Option<bool>,
}

impl Amount {
    /// Monthly rupees: a stated period wins; lakhs and amounts of 2,00,000 or more are yearly.
    fn monthly(&self) -> i64 {
        let yearly = self
            .yearly
            .unwrap_or(self.mult >= 100_000 || self.rupees >= 200_000);
        if yearly {
            self.rupees / 12
        } else {
            self.rupees
        }
    }
}

/// What numbers in words say: a salary window in monthly rupees and years of experience.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbers {
    pub min_salary: Option<i64>,
    pub max_salary: Option<i64>,
    /// "3 years", "2 saal" (0 for a fresher is read by the phrases, not here).
    pub experience_years: Option<u32>,
}

/// Reads experience ("3 years") and money ("5 lpa", "20k per month", "₹25,000", "20000 se
/// upar", "under 30k", "20-30k") from `tokens`, marking in `used` the tokens it took. The
/// search box and the assistant read numbers alike through this; a bare number of 1,000 or more
/// is money only with `bare_amounts` (a chat message "driver 15000"; in the search box "iso
/// 9001" is words).
pub fn read_numbers(toks: &[String], used: &mut [bool], bare_amounts: bool) -> Numbers {
    let n = toks.len();
    let mut f = Numbers::default();
    let mut i = 0;
    while i < n {
        let Some(value) = number(&toks[i]) else {
            i += 1;
            continue;
        };
        let next = toks.get(i + 1).map(String::as_str);
        if next.is_some_and(|t| vocabulary::EXPERIENCE_UNITS.contains(&t)) && value < 60.0 {
            f.experience_years = Some(value as u32);
            used[i] = true;
            used[i + 1] = true;
            i += 2;
            continue;
        }
        let Some(mut first) = amount_at(toks, i, None) else {
            i += 1;
            continue;
        };
        // A range: "20-30k", "20k to 30k", "20 se 30 hazar".
        let mut second = None;
        let mut k = first.next;
        if toks
            .get(k)
            .is_some_and(|t| vocabulary::RANGE.contains(&t.as_str()))
            && toks.get(k + 1).and_then(|t| number(t)).is_some()
        {
            k += 1;
        }
        if k < n
            && number(&toks[k]).is_some()
            && let Some(b) = amount_at(toks, k, None)
        {
            if !first.unit && b.unit {
                first = amount_at(toks, i, Some((b.mult, b.yearly))).unwrap_or(first);
            }
            if first.yearly.is_none() {
                first.yearly = b.yearly;
            }
            second = Some(b);
        }
        let end = second.map_or(first.next, |b| b.next);
        let near = |j: usize| {
            toks.get(j)
                .is_some_and(|t| vocabulary::SALARY_WORDS.contains(&t.as_str()))
        };
        let money_words = (i.saturating_sub(2)..i).any(near) || (end..end + 2).any(near);
        let is_money = first.unit
            || first.yearly.is_some()
            || second.is_some_and(|b| b.unit || b.yearly.is_some())
            || money_words
            || (bare_amounts && first.rupees >= 1000);
        if !is_money {
            i += 1;
            continue;
        }
        for u in &mut used[i..end] {
            *u = true;
        }
        // "upto 30k", "under 30k" before; "30k tak" after: a ceiling. "above", "se zyada": a floor.
        let before = |table: &[&str]| {
            table.iter().find_map(|p| {
                let w = phrase_len(p);
                (i >= w && phrase_at(toks, i - w, p)).then(|| i - w..i)
            })
        };
        let after = |table: &[&str]| {
            table
                .iter()
                .find_map(|p| phrase_at(toks, end, p).then_some(end..end + phrase_len(p)))
        };
        let (lo, hi) = match second {
            Some(b) => (Some(first.monthly()), Some(b.monthly())),
            None => {
                let ceiling = before(vocabulary::AT_MOST).or_else(|| after(vocabulary::AT_MOST));
                let floor = before(vocabulary::AT_LEAST).or_else(|| after(vocabulary::AT_LEAST));
                for r in ceiling.iter().chain(floor.iter()) {
                    for u in &mut used[r.clone()] {
                        *u = true;
                    }
                }
                if ceiling.is_some() && floor.is_none() {
                    (None, Some(first.monthly()))
                } else {
                    (Some(first.monthly()), None)
                }
            }
        };
        let sane = |v: Option<i64>| v.filter(|v| (1..=10_000_000).contains(v));
        let (lo, hi) = (sane(lo), sane(hi));
        match (lo, hi) {
            (Some(a), Some(b)) if a > b => {
                f.min_salary = Some(b);
                f.max_salary = Some(a);
            }
            _ => {
                f.min_salary = lo.or(f.min_salary);
                f.max_salary = hi.or(f.max_salary);
            }
        }
        i = end;
    }
    f
}
