// Command confusegen writes lan's table of confusable characters
// (confusables_table.go) from two files of the Unicode Character Database
// at one pinned version: the security data's confusables.txt (UTS #39),
// which gives each confusable character its prototype, and
// DerivedCoreProperties.txt, whose Default_Ignorable_Code_Point property
// UTS #39's skeleton leaves out.
//
// go generate in lan runs it on the two files in lan/unicode/, which is
// not committed; they are at
//
//	https://www.unicode.org/Public/security/16.0.0/confusables.txt
//	https://www.unicode.org/Public/16.0.0/ucd/DerivedCoreProperties.txt
//
// (and in github.com/unicode-org/unicodetools under
// unicodetools/data/security/16.0.0/ and unicodetools/data/ucd/16.0.0/).
// The generator refuses files whose SHA-256 is not the pinned one, so the
// table changes only when this file's version and sums do.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The pinned inputs.
const (
	version           = "16.0.0"
	confusablesSHA256 = "95bd0aad6dced5ebc63436f459c06ab21a8d107cd842fb57f5c3a1e91bca8611"
	propsSHA256       = "39d35161f2954497f69e08bdb9e701493f476a3d30222de20028feda36c1dabd"
)

func main() {
	dir := flag.String("dir", "unicode", "directory holding confusables.txt and DerivedCoreProperties.txt of Unicode "+version)
	out := flag.String("out", "confusables_table.go", "Go file to write")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "confusegen:", err)
		os.Exit(1)
	}
}

func run(dir, out string) error {
	conf, err := readPinned(filepath.Join(dir, "confusables.txt"), confusablesSHA256)
	if err != nil {
		return err
	}
	props, err := readPinned(filepath.Join(dir, "DerivedCoreProperties.txt"), propsSHA256)
	if err != nil {
		return err
	}
	t, err := parseConfusables(bytes.NewReader(conf))
	if err != nil {
		return fmt.Errorf("confusables.txt: %w", err)
	}
	ign, err := parseProperty(bytes.NewReader(props), "Default_Ignorable_Code_Point")
	if err != nil {
		return fmt.Errorf("DerivedCoreProperties.txt: %w", err)
	}
	if t.version != version {
		return fmt.Errorf("confusables.txt is version %q, want %s", t.version, version)
	}
	src, err := render(t, ign, sources{
		confusables: source{headerLine(conf, "# Date: "), confusablesSHA256},
		props:       source{headerLine(props, "# Date: "), propsSHA256},
		copyright:   headerLine(conf, "# © "),
	})
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o644)
}

// readPinned reads path and checks its SHA-256 against want.
func readPinned(path, want string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s is missing: put Unicode %s's file there (see go doc ./internal/confusegen)", path, version)
	}
	if err != nil {
		return nil, err
	}
	if got := sha256Hex(b); got != want {
		return nil, fmt.Errorf("%s has SHA-256 %s, not Unicode %s's %s", path, got, version, want)
	}
	return b, nil
}

func sha256Hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// table is confusables.txt: the characters it maps, in code point order,
// each with its prototype.
type table struct {
	version string
	from    []rune
	to      []string
}

// parseConfusables reads confusables.txt: a "# Version: " header line,
// then lines "source ; prototype ; MA # comment", where
// source is one code point and prototype one or more, in hexadecimal.
func parseConfusables(r io.Reader) (*table, error) {
	t := &table{}
	seen := map[rune]bool{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimPrefix(sc.Text(), "\uFEFF")
		if v, ok := strings.CutPrefix(line, "# Version: "); ok && t.version == "" {
			t.version = strings.TrimSpace(v)
		}
		line, _, _ = strings.Cut(line, "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		if len(f) != 3 || strings.TrimSpace(f[2]) != "MA" {
			return nil, fmt.Errorf("line %d: want \"source ; prototype ; MA\", got %q", n, sc.Text())
		}
		from, err := codePoints(f[0])
		if err != nil || len(from) != 1 {
			return nil, fmt.Errorf("line %d: source %q is not one code point", n, f[0])
		}
		to, err := codePoints(f[1])
		if err != nil || len(to) == 0 {
			return nil, fmt.Errorf("line %d: prototype %q: %v", n, f[1], err)
		}
		if seen[from[0]] {
			return nil, fmt.Errorf("line %d: U+%04X mapped twice", n, from[0])
		}
		seen[from[0]] = true
		t.from = append(t.from, from[0])
		t.to = append(t.to, string(to))
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(t.from) == 0 {
		return nil, errors.New("no mappings")
	}
	// Sort both lists by source, for a binary search.
	idx := make([]int, len(t.from))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return int(t.from[a] - t.from[b]) })
	from, to := make([]rune, len(idx)), make([]string, len(idx))
	for i, j := range idx {
		from[i], to[i] = t.from[j], t.to[j]
	}
	t.from, t.to = from, to
	return t, nil
}

// codePoints parses blank-separated hexadecimal code points.
func codePoints(s string) ([]rune, error) {
	var rs []rune
	for _, h := range strings.Fields(s) {
		v, err := strconv.ParseUint(h, 16, 32)
		if err != nil || v > utf8.MaxRune || (v >= 0xD800 && v <= 0xDFFF) {
			return nil, fmt.Errorf("bad code point %q", h)
		}
		rs = append(rs, rune(v))
	}
	return rs, nil
}

// span is an inclusive range of code points.
type span struct{ lo, hi rune }

// parseProperty reads the ranges of prop from a UCD property file (lines
// "XXXX ; prop # comment" or "XXXX..YYYY ; prop # comment"), merged where
// they touch.
func parseProperty(r io.Reader, prop string) ([]span, error) {
	var out []span
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		cps, name, ok := strings.Cut(line, ";")
		if !ok || strings.TrimSpace(name) != prop {
			continue
		}
		lo, hi, isRange := strings.Cut(strings.TrimSpace(cps), "..")
		if !isRange {
			hi = lo
		}
		a, err1 := codePoints(lo)
		b, err2 := codePoints(hi)
		if err1 != nil || err2 != nil || len(a) != 1 || len(b) != 1 || a[0] > b[0] {
			return nil, fmt.Errorf("line %d: bad range %q", n, cps)
		}
		out = append(out, span{a[0], b[0]})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no code point has %s", prop)
	}
	slices.SortFunc(out, func(a, b span) int { return int(a.lo - b.lo) })
	merged := out[:1]
	for _, s := range out[1:] {
		if last := &merged[len(merged)-1]; s.lo <= last.hi+1 {
			last.hi = max(last.hi, s.hi)
		} else {
			merged = append(merged, s)
		}
	}
	return merged, nil
}

// headerLine is the rest of the first line of a UCD file's header that
// starts with prefix.
func headerLine(b []byte, prefix string) string {
	for _, line := range strings.SplitN(string(b), "\n", 12) {
		if rest, ok := strings.CutPrefix(line, prefix); ok {
			return strings.TrimSpace(rest)
		}
	}
	return ""
}

// packed is the table as lan holds it: the prototypes as one string, in
// which each character's prototype is found (sharing text where one
// prototype is part of another or of the string so far), and for each
// character its prototype's offset<<8 | length in bytes.
func pack(t *table) (targets string, at []uint32, err error) {
	var sb strings.Builder
	// Longest prototypes first, so shorter ones are found inside them.
	order := slices.Clone(t.to)
	slices.SortStableFunc(order, func(a, b string) int { return len(b) - len(a) })
	for _, p := range slices.Compact(order) {
		if !strings.Contains(sb.String(), p) {
			sb.WriteString(p)
		}
	}
	targets = sb.String()
	for _, p := range t.to {
		off := strings.Index(targets, p)
		if off >= 1<<24 || len(p) >= 1<<8 {
			return "", nil, fmt.Errorf("prototype %q does not fit offset<<8|length", p)
		}
		at = append(at, uint32(off)<<8|uint32(len(p)))
	}
	return targets, at, nil
}

type source struct{ date, sum string }

type sources struct {
	confusables, props source
	copyright          string // as the files' headers say it
}

// render writes the Go file.
func render(t *table, ign []span, src sources) ([]byte, error) {
	targets, at, err := pack(t)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by lan/internal/confusegen; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "// From the Unicode Character Database, version %s:\n", version)
	fmt.Fprintf(&b, "//   - security/%s/confusables.txt (Date: %s),\n//     SHA-256 %s;\n", version, src.confusables.date, src.confusables.sum)
	fmt.Fprintf(&b, "//   - %s/ucd/DerivedCoreProperties.txt (Date: %s),\n//     SHA-256 %s.\n", version, src.props.date, src.props.sum)
	fmt.Fprintf(&b, "//\n// The data is © %s, used under the Unicode License v3\n", src.copyright)
	fmt.Fprintf(&b, "// (https://www.unicode.org/license.txt), which lets it be copied with\n")
	fmt.Fprintf(&b, "// this notice; see https://www.unicode.org/terms_of_use.html.\n\n")
	fmt.Fprintf(&b, "package lan\n\nimport \"unicode\"\n\n")
	fmt.Fprintf(&b, "// confusablesVersion is the Unicode version of the tables below.\nconst confusablesVersion = %q\n\n", version)
	fmt.Fprintf(&b, "// confusableFrom lists the %d characters confusables.txt maps, in\n", len(t.from))
	fmt.Fprintf(&b, "// code point order; confusableAt[i] is the prototype of confusableFrom[i]\n")
	fmt.Fprintf(&b, "// as its offset<<8 | length in bytes in confusableTargets.\n")
	fmt.Fprintf(&b, "var confusableFrom = [...]rune{")
	for i, r := range t.from {
		if i%8 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%04X, ", r)
	}
	fmt.Fprintf(&b, "\n}\n\nvar confusableAt = [...]uint32{")
	for i, v := range at {
		if i%8 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%06X, ", v)
	}
	fmt.Fprintf(&b, "\n}\n\n// confusableTargets holds every prototype (%d bytes).\nconst confusableTargets = \"\" +", len(targets))
	// Escaped to ASCII, so no right-to-left or invisible character is in
	// the source, in pieces cut between characters.
	for rest := targets; rest != ""; {
		n := 0
		for n < len(rest) && n < 48 {
			_, size := utf8.DecodeRuneInString(rest[n:])
			n += size
		}
		fmt.Fprintf(&b, "\n\t%s", strconv.QuoteToASCII(rest[:n]))
		rest = rest[n:]
		if rest != "" {
			b.WriteString(" +")
		}
	}
	fmt.Fprintf(&b, "\n\n// defaultIgnorable is the Default_Ignorable_Code_Point property.\nvar defaultIgnorable = &unicode.RangeTable{\n")
	var r16, r32 []span
	latin := 0
	for _, s := range ign {
		switch {
		case s.hi <= 0xFFFF:
			r16 = append(r16, s)
			if s.hi <= 0xFF {
				latin++
			}
		case s.lo > 0xFFFF:
			r32 = append(r32, s)
		default:
			r16 = append(r16, span{s.lo, 0xFFFF})
			r32 = append(r32, span{0x10000, s.hi})
		}
	}
	if len(r16) > 0 {
		b.WriteString("\tR16: []unicode.Range16{\n")
		for _, s := range r16 {
			fmt.Fprintf(&b, "\t\t{Lo: 0x%04X, Hi: 0x%04X, Stride: 1},\n", s.lo, s.hi)
		}
		b.WriteString("\t},\n")
	}
	if len(r32) > 0 {
		b.WriteString("\tR32: []unicode.Range32{\n")
		for _, s := range r32 {
			fmt.Fprintf(&b, "\t\t{Lo: 0x%04X, Hi: 0x%04X, Stride: 1},\n", s.lo, s.hi)
		}
		b.WriteString("\t},\n")
	}
	fmt.Fprintf(&b, "\tLatinOffset: %d,\n}\n", latin)
	return format.Source(b.Bytes())
}
