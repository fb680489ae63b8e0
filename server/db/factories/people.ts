import type { Random } from "./random";

const FIRST_NAMES = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Arjun",
  "Sai",
  "Reyansh",
  "Krishna",
  "Ishaan",
  "Rohan",
  "Kabir",
  "Vikram",
  "Rahul",
  "Siddharth",
  "Karan",
  "Manish",
  "Amit",
  "Suresh",
  "Rajesh",
  "Harish",
  "Naveen",
  "Imran",
  "Farhan",
  "Gurpreet",
  "Harjeet",
  "Joseph",
  "Thomas",
  "Venkatesh",
  "Srinivas",
  "Prakash",
  "Anil",
  "Ananya",
  "Diya",
  "Aadhya",
  "Saanvi",
  "Ira",
  "Kavya",
  "Meera",
  "Priyanka",
  "Sneha",
  "Pooja",
  "Neha",
  "Divya",
  "Lakshmi",
  "Anjali",
  "Shreya",
  "Nisha",
  "Fatima",
  "Ayesha",
  "Simran",
  "Harpreet",
  "Mary",
  "Deepa",
  "Revathi",
  "Swati",
  "Madhuri",
  "Rekha",
  "Sunita",
  "Shalini",
  "Tanvi",
  "Ritu",
] as const;

const LAST_NAMES = [
  "Sharma",
  "Verma",
  "Gupta",
  "Agarwal",
  "Singh",
  "Chauhan",
  "Yadav",
  "Mishra",
  "Tiwari",
  "Pandey",
  "Patel",
  "Shah",
  "Mehta",
  "Desai",
  "Joshi",
  "Kulkarni",
  "Deshpande",
  "Patil",
  "Jadhav",
  "Shinde",
  "Iyer",
  "Iyengar",
  "Krishnan",
  "Subramanian",
  "Rao",
  "Reddy",
  "Naidu",
  "Menon",
  "Nair",
  "Pillai",
  "Banerjee",
  "Chatterjee",
  "Mukherjee",
  "Bose",
  "Das",
  "Sen",
  "Ghosh",
  "Mohanty",
  "Sahoo",
  "Barua",
  "Khan",
  "Qureshi",
  "Ansari",
  "Siddiqui",
  "Gill",
  "Sandhu",
  "Dhillon",
  "Malhotra",
  "Kapoor",
  "Chopra",
  "D'Souza",
  "Fernandes",
  "Thomas",
  "Kurian",
  "Bhat",
  "Hegde",
  "Shetty",
  "Kamath",
  "Saxena",
  "Srivastava",
] as const;

/** Cities our customers live and buy in, with localities and the first three digits of their PIN codes. */
export const CITIES = [
  { city: "Mumbai", pin: "400", localities: ["Andheri West", "Powai", "Borivali East", "Chembur", "Malad West"] },
  { city: "Thane", pin: "400", localities: ["Ghodbunder Road", "Majiwada", "Hiranandani Estate"] },
  { city: "Pune", pin: "411", localities: ["Kothrud", "Baner", "Hadapsar", "Wakad", "Kharadi"] },
  { city: "Bengaluru", pin: "560", localities: ["Whitefield", "HSR Layout", "Jayanagar", "Electronic City", "Hebbal"] },
  { city: "Hyderabad", pin: "500", localities: ["Gachibowli", "Kondapur", "Kukatpally", "Miyapur", "Banjara Hills"] },
  { city: "Chennai", pin: "600", localities: ["Velachery", "Anna Nagar", "OMR Sholinganallur", "Tambaram", "Porur"] },
  { city: "New Delhi", pin: "110", localities: ["Dwarka", "Rohini", "Saket", "Vasant Kunj", "Laxmi Nagar"] },
  { city: "Gurugram", pin: "122", localities: ["Sector 56", "Golf Course Road", "Sohna Road", "DLF Phase 3"] },
  { city: "Noida", pin: "201", localities: ["Sector 62", "Sector 137", "Greater Noida West"] },
  { city: "Ahmedabad", pin: "380", localities: ["Satellite", "Bopal", "Prahlad Nagar", "Chandkheda"] },
  { city: "Jaipur", pin: "302", localities: ["Malviya Nagar", "Vaishali Nagar", "Mansarovar", "Jagatpura"] },
  { city: "Lucknow", pin: "226", localities: ["Gomti Nagar", "Aliganj", "Indira Nagar"] },
  { city: "Bhopal", pin: "462", localities: ["Arera Colony", "Kolar Road", "Hoshangabad Road", "MP Nagar"] },
  { city: "Indore", pin: "452", localities: ["Vijay Nagar", "Palasia", "Bhawarkuan", "Rau"] },
  { city: "Kolkata", pin: "700", localities: ["Salt Lake", "New Town", "Behala", "Garia"] },
  { city: "Kochi", pin: "682", localities: ["Kakkanad", "Edappally", "Vyttila"] },
  { city: "Chandigarh", pin: "160", localities: ["Sector 35", "Sector 44", "Zirakpur"] },
  { city: "Nagpur", pin: "440", localities: ["Dharampeth", "Manish Nagar", "Wardha Road"] },
  { city: "Coimbatore", pin: "641", localities: ["RS Puram", "Saravanampatti", "Peelamedu"] },
  { city: "Bhubaneswar", pin: "751", localities: ["Patia", "Nayapalli", "Khandagiri"] },
] as const;
export type City = (typeof CITIES)[number];

const BUILDINGS = [
  "Sai Residency",
  "Green Park Apartments",
  "Shanti Niketan",
  "Lake View Towers",
  "Prestige Heights",
  "Sunrise Enclave",
  "Royal Palms",
  "Ganga Vihar",
  "Silver Oak Residency",
  "Krishna Kunj",
];

/** Reserved for documentation (RFC 2606), so no generated address can reach a real mailbox. */
const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"] as const;

/** Documentation address blocks (RFC 5737): generated audit rows never name a real network. */
const IP_BLOCKS = ["203.0.113", "198.51.100", "192.0.2"] as const;

const USER_AGENTS = [
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; Redmi Note 12 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
] as const;

export type Person = {
  firstName: string;
  lastName: string;
  fullName: string;
  /** 10 digits starting 6 to 9, as Indian mobile numbers do. */
  phoneNumber: string;
  city: City;
  emailDomain: string;
  ipAddress: string;
  userAgent: string;
};

export function buildPerson(rng: Random): Person {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    phoneNumber: `${rng.int(6, 9)}${rng.digits(9)}`,
    city: rng.pick(CITIES),
    emailDomain: rng.pick(EMAIL_DOMAINS),
    ipAddress: `${rng.pick(IP_BLOCKS)}.${rng.int(1, 254)}`,
    userAgent: rng.pick(USER_AGENTS),
  };
}

/** A username unique by construction: the name plus the account's id (which the database hands out once). */
export function usernameFor(person: Pick<Person, "firstName" | "lastName">, id: number): string {
  return `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + id;
}

export const emailFor = (username: string, domain: string) => `${username}@${domain}`;

/** A street address in the customer's city, e.g. "Flat 302, Sai Residency, Kothrud, Pune 411038". */
export function addressIn(rng: Random, city: City): string {
  return `Flat ${rng.int(1, 14)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}, ${rng.pick(city.localities)}, ${city.city} ${city.pin}${rng.digits(3)}`;
}
