"""Checks the HTML report against the JSON report of the same run (html_report_test.sh).

    html_report_check.py GEN_JSON HTML_DIR WORK CLASS...

- the screenshots WORK/index.png and WORK/LinkedBag.png are PNG images that are not blank;
- the DOM of each class page (WORK/<Class>.dom for the pages dumped, the page's file for the
  others) shows every method's instruction and branch numbers of the JSON's classCoverage;
- every test case whose receiver or parameters refer to an object, or whose result is one, has
  its heap drawn (an <img class="heap"> in its section), and the index links every class.
"""
import json
import os
import re
import struct
import sys
import zlib


def not_blank_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return False
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    pixels = zlib.decompress(idat)
    # Many distinct byte values: text, bars and colours, not one flat colour.
    return width > 100 and len(set(pixels[: 4 * 1024 * 1024])) > 16


def top_level(name):
    simple = name.rsplit(".", 1)
    return name.split("$")[0] if len(simple) == 1 else simple[0] + "." + simple[1].split("$")[0]


def main(gen_json, html, work, classes):
    failures = []
    for shot in ("index", "LinkedBag"):
        if not not_blank_png(os.path.join(work, shot + ".png")):
            failures.append(f"{shot}.png is blank or no PNG")
    doc = json.load(open(gen_json))
    index = open(os.path.join(work, "index.dom")).read()
    pages = {}
    for c in classes:
        dom = os.path.join(work, c + ".dom")
        pages[c] = open(dom if os.path.exists(dom) else os.path.join(html, c + ".html")).read()
        if f'href="{c}.html"' not in index:
            failures.append(f"the index does not link {c}")
    rows = tests = 0
    for row in doc["classCoverage"]:
        page = pages.get(top_level(row["class"]))
        if page is None:
            continue
        rows += 1
        name = row["method"] + row["descriptor"]
        if row["class"] != top_level(row["class"]):
            name = row["class"] + "." + name
        name = name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        i, b = row["instructions"], row["branches"]
        pattern = (re.escape(f"<code>{name}</code>") + r"</td><td>.*?" +
                   re.escape(f"{i['covered']}/{i['total']}") + r".*?</td><td>.*?" +
                   re.escape(f"{b['covered']}/{b['total']}"))
        if not re.search(pattern, page):
            failures.append(f"{row['class']}.{name}: coverage {i} {b} not shown")
    index_of = {}
    heaps = 0
    for m in doc["methods"]:
        cls = top_level(m["class"])
        if cls not in pages:
            continue
        slot = index_of.setdefault(cls, 0)
        index_of[cls] = slot + 1
        for t in m.get("testCases", []):
            section = re.search(rf'<div class="test" id="m{slot}-t{t["number"]}">(.*?)</div>\n',
                                pages[cls], re.S)
            if not section:
                failures.append(f"{cls}: no section for test {t['number']} of {m['method']}")
                continue
            tests += 1
            roots = [v.get("value") for v in t.get("inputs", [])] + [t.get("receiver")]
            roots.append(t.get("result", {}).get("value"))
            refers = any(isinstance(v, dict) and "object" in v for v in roots)
            drawn = section.group(1).count('<img class="heap"')
            if refers and not drawn:
                failures.append(f"{cls}: test {t['number']} of {m['method']} has no heap drawing")
            heaps += drawn
    if heaps == 0:
        failures.append("no heap drawn at all")
    for f in failures[:20]:
        print("FAIL:", f)
    print(f"html report: {rows} coverage rows, {tests} tests, {heaps} heap drawings checked")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]))
