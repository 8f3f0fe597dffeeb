//! A cache bounded by the bytes it holds, least recently used out first. Every cache of a
//! searcher generation is one of these, so the API's memory has a ceiling whatever it is asked,
//! and its sizes are reported (`Snapshot::cache_sizes`, the API's `/metrics`).

use std::collections::HashMap;
use std::hash::Hash;

/// What a cached value holds on the heap, roughly (strings and vectors by length).
pub trait Weigh {
    fn weigh(&self) -> usize;
}

impl Weigh for String {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>() + self.len()
    }
}

impl<T: Weigh> Weigh for Vec<T> {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>() + self.iter().map(Weigh::weigh).sum::<usize>()
    }
}

/// A shared value weighs what it holds (a cache that holds it may not be its only owner: the
/// weight is then an upper bound).
impl<T: Weigh> Weigh for std::sync::Arc<T> {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>() + T::weigh(self)
    }
}

/// The entries and bytes of one cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Size {
    pub entries: usize,
    pub bytes: usize,
}

pub struct Bounded<K, V> {
    max_bytes: usize,
    tick: u64,
    bytes: usize,
    entries: HashMap<K, Slot<V>>,
}

struct Slot<V> {
    used: u64,
    bytes: usize,
    value: V,
}

impl<K: Hash + Eq + Clone + Weigh, V: Clone + Weigh> Bounded<K, V> {
    pub fn new(max_bytes: usize) -> Self {
        Self {
            max_bytes,
            tick: 0,
            bytes: 0,
            entries: HashMap::new(),
        }
    }

    pub fn get(&mut self, key: &K) -> Option<V> {
        self.tick += 1;
        let tick = self.tick;
        self.entries.get_mut(key).map(|s| {
            s.used = tick;
            s.value.clone()
        })
    }

    /// Keeps `value`. When the cache overflows, its least recently used entries go until it is
    /// at most 7/8 full, so the scan for them serves the next many inserts (a scan per insert was
    /// 1.4 % of the API's CPU under a load of all-different searches). A value larger than the
    /// whole cache is not kept.
    pub fn put(&mut self, key: K, value: V) {
        let bytes = value.weigh() + key.weigh();
        if bytes > self.max_bytes {
            return;
        }
        self.tick += 1;
        if let Some(old) = self.entries.insert(
            key,
            Slot {
                used: self.tick,
                bytes,
                value,
            },
        ) {
            self.bytes -= old.bytes;
        }
        self.bytes += bytes;
        if self.bytes > self.max_bytes {
            let target = self.max_bytes - self.max_bytes / 8;
            let mut ages: Vec<(u64, usize)> =
                self.entries.values().map(|s| (s.used, s.bytes)).collect();
            ages.sort_unstable();
            // Every entry has its own tick: those used at or before the cutoff go.
            let mut cutoff = 0;
            for (used, b) in ages {
                if self.bytes <= target {
                    break;
                }
                self.bytes -= b;
                cutoff = used;
            }
            self.entries.retain(|_, s| s.used > cutoff);
        }
    }

    pub fn size(&self) -> Size {
        Size {
            entries: self.entries.len(),
            bytes: self.bytes,
        }
    }
}

/// Which keys were asked lately, to keep only what is asked more than once. A search asked
/// once (most are, under a load of all-different searches) is then never copied into a cache
/// nor pushes out one that repeats; a popular one is kept from its second ask. Each slot holds
/// the hash of the last key that fell in it: a key is "seen" while no other key took its
/// slot, so the filter forgets and never grows. Two keys with the same hash only let one in
/// early, which is harmless.
pub struct Doorkeeper {
    slots: Box<[u64]>,
}

impl Doorkeeper {
    /// A filter of `slots` hashes (8 bytes each).
    pub fn new(slots: usize) -> Self {
        Self {
            slots: vec![0; slots.max(1)].into_boxed_slice(),
        }
    }

    /// Whether `key` was asked lately (since no other key took its slot); marks it asked.
    pub fn seen_before(&mut self, key: &impl Hash) -> bool {
        use std::hash::{BuildHasher, BuildHasherDefault};
        // A hash without a per-process seed, never 0 (an empty slot).
        let h = BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
            .hash_one(key)
            | 1;
        let n = self.slots.len();
        let slot = &mut self.slots[(h >> 1) as usize % n];
        let seen = *slot == h;
        *slot = h;
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone)]
    struct Blob(usize);
    impl Weigh for Blob {
        fn weigh(&self) -> usize {
            self.0
        }
    }
    impl Weigh for u32 {
        fn weigh(&self) -> usize {
            KEY
        }
    }
    const KEY: usize = std::mem::size_of::<u32>();

    #[test]
    fn a_key_is_seen_from_its_second_ask_until_another_takes_its_slot() {
        let mut d = Doorkeeper::new(1024);
        assert!(!d.seen_before(&"jobs in pune"));
        assert!(d.seen_before(&"jobs in pune"));
        assert!(d.seen_before(&"jobs in pune"));
        assert!(!d.seen_before(&"driver"));
        // One slot: every other key pushes the last one out.
        let mut one = Doorkeeper::new(1);
        assert!(!one.seen_before(&1u32));
        assert!(!one.seen_before(&2u32));
        assert!(!one.seen_before(&1u32));
        assert!(one.seen_before(&1u32));
    }

    #[test]
    fn the_least_recently_used_go_first_and_the_bytes_stay_under_the_bound() {
        let one = 100 + KEY;
        let mut c: Bounded<u32, Blob> = Bounded::new(8 * one);
        for k in 0..8 {
            c.put(k, Blob(100));
        }
        assert_eq!(
            c.size(),
            Size {
                entries: 8,
                bytes: 8 * one
            }
        );
        assert!(c.get(&0).is_some()); // 1 and 2 are now the least recently used
        // The ninth overflows: the oldest go until it is at most 7/8 full (seven entries).
        c.put(8, Blob(100));
        assert!(c.get(&1).is_none() && c.get(&2).is_none());
        assert!((3..=8).chain([0]).all(|k| c.get(&k).is_some()));
        assert_eq!(
            c.size(),
            Size {
                entries: 7,
                bytes: 7 * one
            }
        );
        // A big value pushes out as many as it needs, oldest first.
        c.put(9, Blob(3 * one - KEY));
        assert!(c.size().bytes <= 8 * one - one);
        assert!(c.get(&9).is_some() && c.get(&0).is_some());
        assert!(c.get(&3).is_none() && c.get(&4).is_none());
    }

    #[test]
    fn a_replaced_value_is_counted_once_and_a_value_too_big_is_not_kept() {
        let mut c: Bounded<u32, Blob> = Bounded::new(1000);
        c.put(1, Blob(100));
        c.put(1, Blob(200));
        assert_eq!(
            c.size(),
            Size {
                entries: 1,
                bytes: 200 + KEY
            }
        );
        c.put(2, Blob(5000));
        assert!(c.get(&2).is_none());
        assert_eq!(c.size().entries, 1);
    }
}
