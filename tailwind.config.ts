import type { Config } from "tailwindcss";

// Loaded from client/src/index.css with @config; Tailwind 4 reads the theme from here.
export default {
  darkMode: "class",
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        border: "hsl(var(--border))",
        input: "hsl(var(--input))",
        ring: "hsl(var(--ring))",
        brand: "hsl(var(--brand))",
        background: "hsl(var(--background))",
        foreground: "hsl(var(--foreground))",
        primary: { DEFAULT: "hsl(var(--primary))", foreground: "hsl(var(--primary-foreground))" },
        secondary: { DEFAULT: "hsl(var(--secondary))", foreground: "hsl(var(--secondary-foreground))" },
        destructive: { DEFAULT: "hsl(var(--destructive))", foreground: "hsl(var(--destructive-foreground))" },
        muted: { DEFAULT: "hsl(var(--muted))", foreground: "hsl(var(--muted-foreground))" },
        accent: { DEFAULT: "hsl(var(--accent))", foreground: "hsl(var(--accent-foreground))" },
        card: { DEFAULT: "hsl(var(--card))", foreground: "hsl(var(--card-foreground))" },
        popover: { DEFAULT: "hsl(var(--popover))", foreground: "hsl(var(--popover-foreground))" },
      },
      borderRadius: { lg: "0.75rem", md: "0.5rem", sm: "0.375rem" },
      fontFamily: {
        // The app's Devanagari first: its unicode-range keeps it to Devanagari (index.css), so Latin text
        // is drawn by the system font as before.
        sans: ['"GharSetu Devanagari"', "Inter", "system-ui", "Segoe UI", "Roboto", "sans-serif"],
        // The language switch's own names: system fonts only, so an English page never fetches the font.
        system: ["system-ui", "Segoe UI", "Roboto", "Noto Sans Devanagari", "sans-serif"],
      },
    },
  },
} satisfies Config;
