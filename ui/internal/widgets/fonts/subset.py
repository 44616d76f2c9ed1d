#!/usr/bin/env python3
"""Cuts the fonts the interface ships (ui/internal/widgets/fonts/):

- TrickPartyJP-*.otf, out of Noto Sans CJK JP: only the characters the
  interface's strings use (translations, each game's words and rules
  pages, the guided games' scripts, string literals in ui/**/*.go) that
  Fyne's own font lacks, plus all kana and CJK punctuation, so a new
  Japanese sentence rarely needs a new cut.
- TrickPartyLatin-*.ttf, out of Fyne's own Noto Sans: the Latin, punctuation
  and symbol blocks, plus any other character the strings use. The app hands
  these to Fyne in place of its full Noto Sans (ui/internal/widgets/fontsize.go), which Fyne
  parses again for every theme scope.

Run by `make fonts` (which installs fonts-noto-cjk and python3-fonttools);
TestEveryCharacterIsInTheShippedFonts says when to.

usage: subset.py UI_DIR FYNE_FONT_DIR CJK_FONT_DIR
"""
import glob, json, os, re, sys, unicodedata
from fontTools import subset
from fontTools.ttLib import TTFont

ui, fyne_fonts, cjk = sys.argv[1:4]


def walk(v):
    if isinstance(v, dict):
        for k, x in v.items():
            yield k
            yield from walk(x)
    elif isinstance(v, list):
        for x in v:
            yield from walk(x)
    elif isinstance(v, str):
        yield v


def strings():
    for p in glob.glob(os.path.join(ui, "internal", "words", "translations", "*.json")):
        yield from walk(json.load(open(p, encoding="utf-8")))
    # Each game's own words and rules pages, in its package.
    for p in glob.glob(os.path.join(ui, "..", "engine", "*", "words.*.json")):
        yield from walk(json.load(open(p, encoding="utf-8")))
    for p in glob.glob(os.path.join(ui, "..", "engine", "*", "rules.*.md")):
        yield open(p, encoding="utf-8").read()
    # The guided games' scripts (the coach's texts), in each game's package.
    for p in glob.glob(os.path.join(ui, "..", "engine", "*", "tutorial.json")):
        yield from walk(json.load(open(p, encoding="utf-8")))
    literal = re.compile(r'"(?:[^"\\\n]|\\.)*"|`[^`]*`')
    for p in glob.glob(os.path.join(ui, "**", "*.go"), recursive=True):
        if not p.endswith("_test.go"):
            yield from literal.findall(open(p, encoding="utf-8").read())


wanted = set()
for s in strings():
    wanted.update(ch for ch in s if ord(ch) > 0x7F)
ranges = [(0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0xFF00, 0xFFEF)]
ranged = set()
for lo, hi in ranges:
    ranged.update(chr(c) for c in range(lo, hi + 1))
wanted |= ranged
spaces = {chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) == "Zs"}

for style, fyne_name, cjk_name in [("Regular", "NotoSans-Regular.ttf", "NotoSansCJK-Regular.ttc"),
                                   ("Bold", "NotoSans-Bold.ttf", "NotoSansCJK-Bold.ttc")]:
    have = set(TTFont(os.path.join(fyne_fonts, fyne_name)).getBestCmap())
    # 0: Noto Sans CJK JP; the source's timestamp is kept, so a cut is reproducible.
    src = TTFont(os.path.join(cjk, cjk_name), fontNumber=0, recalcTimestamp=False)
    cmap = src.getBestCmap()
    # Spaces too: the shaper keeps a space in the run before it (go-text's
    # ignoreFaceChange), so after Japanese text it is drawn from this font.
    chars = sorted(ord(ch) for ch in wanted | spaces if (ord(ch) not in have or ch in spaces) and ord(ch) in cmap)
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=chars)
    sub.subset(src)
    out = os.path.join(ui, "internal", "widgets", "fonts", "TrickPartyJP-%s.otf" % style)
    src.save(out)
    missing = sorted(ch for ch in wanted - ranged if ord(ch) not in have and ord(ch) not in cmap)
    print("%s: %d characters, %d bytes; in neither font: %s" % (out, len(chars), os.path.getsize(out), "".join(missing)))

# Latin, Latin-1, Latin Extended-A, general punctuation, currency, letterlike
# symbols, arrows, mathematical operators, geometric shapes, miscellaneous
# symbols: what names and the interface's marks use.
latin_blocks = [(0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x214F),
                (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF), (0x2600, 0x26FF)]
for style in ["Regular", "Bold"]:
    src = TTFont(os.path.join(fyne_fonts, "NotoSans-%s.ttf" % style), recalcTimestamp=False)
    cmap = src.getBestCmap()
    chars = {c for lo, hi in latin_blocks for c in range(lo, hi + 1)} | {ord(ch) for ch in wanted | spaces}
    chars = sorted(c for c in chars if c in cmap)
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.drop_tables += ["TTFA"]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=chars)
    sub.subset(src)
    out = os.path.join(ui, "internal", "widgets", "fonts", "TrickPartyLatin-%s.ttf" % style)
    src.save(out)
    print("%s: %d characters, %d bytes" % (out, len(chars), os.path.getsize(out)))
