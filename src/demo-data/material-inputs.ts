/**
 * Fixed option lists for the Material UI input demos (selects, autocomplete, checkboxes...).
 * Facts a reader can check (country codes, dialling codes, publication years), no random values,
 * so every build and test shows the same options.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  label: string;
  /** International dialling code, without the plus sign. */
  phone: string;
  continent: 'Africa' | 'Americas' | 'Asia' | 'Europe' | 'Oceania';
}

export const COUNTRIES: readonly Country[] = [
  {code: 'AR', label: 'Argentina', phone: '54', continent: 'Americas'},
  {code: 'AU', label: 'Australia', phone: '61', continent: 'Oceania'},
  {code: 'AT', label: 'Austria', phone: '43', continent: 'Europe'},
  {code: 'BE', label: 'Belgium', phone: '32', continent: 'Europe'},
  {code: 'BR', label: 'Brazil', phone: '55', continent: 'Americas'},
  {code: 'CA', label: 'Canada', phone: '1', continent: 'Americas'},
  {code: 'CL', label: 'Chile', phone: '56', continent: 'Americas'},
  {code: 'CN', label: 'China', phone: '86', continent: 'Asia'},
  {code: 'CO', label: 'Colombia', phone: '57', continent: 'Americas'},
  {code: 'CZ', label: 'Czechia', phone: '420', continent: 'Europe'},
  {code: 'DK', label: 'Denmark', phone: '45', continent: 'Europe'},
  {code: 'EG', label: 'Egypt', phone: '20', continent: 'Africa'},
  {code: 'FI', label: 'Finland', phone: '358', continent: 'Europe'},
  {code: 'FR', label: 'France', phone: '33', continent: 'Europe'},
  {code: 'DE', label: 'Germany', phone: '49', continent: 'Europe'},
  {code: 'GH', label: 'Ghana', phone: '233', continent: 'Africa'},
  {code: 'GR', label: 'Greece', phone: '30', continent: 'Europe'},
  {code: 'IN', label: 'India', phone: '91', continent: 'Asia'},
  {code: 'ID', label: 'Indonesia', phone: '62', continent: 'Asia'},
  {code: 'IE', label: 'Ireland', phone: '353', continent: 'Europe'},
  {code: 'IT', label: 'Italy', phone: '39', continent: 'Europe'},
  {code: 'JP', label: 'Japan', phone: '81', continent: 'Asia'},
  {code: 'KE', label: 'Kenya', phone: '254', continent: 'Africa'},
  {code: 'MX', label: 'Mexico', phone: '52', continent: 'Americas'},
  {code: 'MA', label: 'Morocco', phone: '212', continent: 'Africa'},
  {code: 'NL', label: 'Netherlands', phone: '31', continent: 'Europe'},
  {code: 'NZ', label: 'New Zealand', phone: '64', continent: 'Oceania'},
  {code: 'NG', label: 'Nigeria', phone: '234', continent: 'Africa'},
  {code: 'NO', label: 'Norway', phone: '47', continent: 'Europe'},
  {code: 'PE', label: 'Peru', phone: '51', continent: 'Americas'},
  {code: 'PH', label: 'Philippines', phone: '63', continent: 'Asia'},
  {code: 'PL', label: 'Poland', phone: '48', continent: 'Europe'},
  {code: 'PT', label: 'Portugal', phone: '351', continent: 'Europe'},
  {code: 'KR', label: 'South Korea', phone: '82', continent: 'Asia'},
  {code: 'ES', label: 'Spain', phone: '34', continent: 'Europe'},
  {code: 'SE', label: 'Sweden', phone: '46', continent: 'Europe'},
  {code: 'CH', label: 'Switzerland', phone: '41', continent: 'Europe'},
  {code: 'TH', label: 'Thailand', phone: '66', continent: 'Asia'},
  {code: 'TR', label: 'Türkiye', phone: '90', continent: 'Asia'},
  {code: 'GB', label: 'United Kingdom', phone: '44', continent: 'Europe'},
  {code: 'US', label: 'United States', phone: '1', continent: 'Americas'},
  {code: 'VN', label: 'Vietnam', phone: '84', continent: 'Asia'},
];

/** Turns `PT` into the Portuguese flag emoji (regional indicator symbols). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1a5 + char.charCodeAt(0)));
}

export interface Book {
  title: string;
  author: string;
  year: number;
}

/** Novels in the public domain, by first publication year. */
export const BOOKS: readonly Book[] = [
  {title: 'Robinson Crusoe', author: 'Daniel Defoe', year: 1719},
  {title: "Gulliver's Travels", author: 'Jonathan Swift', year: 1726},
  {title: 'Pride and Prejudice', author: 'Jane Austen', year: 1813},
  {title: 'Emma', author: 'Jane Austen', year: 1815},
  {title: 'Frankenstein', author: 'Mary Shelley', year: 1818},
  {title: 'Ivanhoe', author: 'Walter Scott', year: 1819},
  {title: 'The Last of the Mohicans', author: 'James Fenimore Cooper', year: 1826},
  {title: 'Oliver Twist', author: 'Charles Dickens', year: 1838},
  {title: 'The Count of Monte Cristo', author: 'Alexandre Dumas', year: 1844},
  {title: 'The Three Musketeers', author: 'Alexandre Dumas', year: 1844},
  {title: 'Jane Eyre', author: 'Charlotte Brontë', year: 1847},
  {title: 'Wuthering Heights', author: 'Emily Brontë', year: 1847},
  {title: 'David Copperfield', author: 'Charles Dickens', year: 1850},
  {title: 'The Scarlet Letter', author: 'Nathaniel Hawthorne', year: 1850},
  {title: 'Moby-Dick', author: 'Herman Melville', year: 1851},
  {title: 'Madame Bovary', author: 'Gustave Flaubert', year: 1857},
  {title: 'A Tale of Two Cities', author: 'Charles Dickens', year: 1859},
  {title: 'Great Expectations', author: 'Charles Dickens', year: 1861},
  {title: 'Les Misérables', author: 'Victor Hugo', year: 1862},
  {title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll', year: 1865},
  {title: 'Crime and Punishment', author: 'Fyodor Dostoevsky', year: 1866},
  {title: 'Little Women', author: 'Louisa May Alcott', year: 1868},
  {title: 'War and Peace', author: 'Leo Tolstoy', year: 1869},
  {title: 'Middlemarch', author: 'George Eliot', year: 1871},
  {title: 'Around the World in Eighty Days', author: 'Jules Verne', year: 1872},
  {title: 'Anna Karenina', author: 'Leo Tolstoy', year: 1878},
  {title: 'The Brothers Karamazov', author: 'Fyodor Dostoevsky', year: 1880},
  {title: 'Treasure Island', author: 'Robert Louis Stevenson', year: 1883},
  {title: 'Adventures of Huckleberry Finn', author: 'Mark Twain', year: 1884},
  {title: 'The Picture of Dorian Gray', author: 'Oscar Wilde', year: 1890},
  {title: 'The Time Machine', author: 'H. G. Wells', year: 1895},
  {title: 'Dracula', author: 'Bram Stoker', year: 1897},
  {title: 'Heart of Darkness', author: 'Joseph Conrad', year: 1899},
  {title: 'The Hound of the Baskervilles', author: 'Arthur Conan Doyle', year: 1902},
  {title: 'The Call of the Wild', author: 'Jack London', year: 1903},
  {title: 'A Room with a View', author: 'E. M. Forster', year: 1908},
  {title: 'The Secret Garden', author: 'Frances Hodgson Burnett', year: 1911},
  {title: 'The Age of Innocence', author: 'Edith Wharton', year: 1920},
];

/** People of the bike company used across the demos (same names as the data grid's staff). */
export const TEAM = [
  'Ana Almeida',
  'Bruno Berg',
  'Chen Costa',
  'Dalia Dubois',
  'Émile Eriksen',
  'Farah Fischer',
  'Goran García',
  'Hana Hoffmann',
  'Ines Ivanova',
  'Jonas Jansen',
  'Kira Kowalski',
  'Luís Lindqvist',
] as const;

export interface IssueLabel {
  name: string;
  color: string;
  description: string;
}

/** Labels of an issue tracker, for the label picker. */
export const ISSUE_LABELS: readonly IssueLabel[] = [
  {name: 'bug', color: '#d73a4a', description: 'Something does not work as documented'},
  {name: 'docs', color: '#0075ca', description: 'Improvements or additions to the documentation'},
  {name: 'duplicate', color: '#8a8f98', description: 'Already reported in another issue'},
  {name: 'feature', color: '#1d7f5f', description: 'A new capability'},
  {name: 'good first issue', color: '#7057ff', description: 'Small and well described: a start for newcomers'},
  {name: 'help wanted', color: '#008672', description: 'The maintainers would welcome a pull request'},
  {name: 'performance', color: '#b35c00', description: 'Slow rendering or heavy bundles'},
  {name: 'question', color: '#a2316f', description: 'Needs an answer rather than a change'},
  {name: 'regression', color: '#b60205', description: 'Worked in an earlier release'},
  {name: 'wontfix', color: '#5c6470', description: 'Will not be worked on'},
];
