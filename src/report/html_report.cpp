#include "report/html_report.hpp"

#include <fmt/format.h>

#include <fstream>
#include <map>
#include <set>

#include "report/graphviz.hpp"

namespace symtest::report {

namespace fs = std::filesystem;

namespace {

std::string escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string percent(const results::Counter& c) {
  return c.total ? fmt::format("{:.1f}%", 100.0 * c.covered / c.total) : "-";
}

// A coverage bar with its numbers ("44/44 (100.0%)"), as the JSON counts them.
std::string bar(const results::Counter& c) {
  const double fraction = c.total ? static_cast<double>(c.covered) / c.total : 0;
  return fmt::format(
      "<span class=\"bar\"><span class=\"covered\" style=\"width:{:.0f}px\"></span><span "
      "class=\"missed\" style=\"width:{:.0f}px\"></span></span> <span class=\"ratio\">{}/{} "
      "({})</span>",
      fraction * 100, c.total ? (1 - fraction) * 100 : 0, c.covered, c.total, percent(c));
}

const char* kStyle = R"(body { font-family: sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25em 0.75em; text-align: left; }
.bar { display: inline-block; width: 100px; height: 10px; vertical-align: middle; }
.bar .covered { display: inline-block; height: 10px; background: #2e9a2e; }
.bar .missed { display: inline-block; height: 10px; background: #d33; }
.ratio { font-family: monospace; }
pre.source { font-size: 13px; line-height: 1.35; }
pre.source .line { display: block; }
.fc { background: #ccffcc; } .pc { background: #ffffcc; } .nc { background: #ffaaaa; }
.ln { color: #888; display: inline-block; width: 4em; text-align: right; margin-right: 1em; }
.tests a { font-size: 11px; margin-left: 0.5em; }
.test { border: 1px solid #ccc; border-radius: 4px; padding: 0.5em 1em; margin: 0.75em 0; }
.test h4 { margin: 0.2em 0; font-family: monospace; }
.heaps { display: flex; gap: 2em; flex-wrap: wrap; }
.heaps figure { margin: 0; } .heaps img { max-width: 600px; }
.note { color: #555; }
.status-partial, .status-skipped, .status-not-started { color: #b35c00; }
)";

std::string page(const std::string& title, const std::string& body) {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n"
      "<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n{}</body>\n</html>\n",
      escaped(title), body);
}

std::string lineClass(LineStatus s) {
  switch (s) {
    case LineStatus::Covered:
      return "fc";
    case LineStatus::Partly:
      return "pc";
    case LineStatus::Missed:
      return "nc";
    case LineStatus::NoCode:
      return "";
  }
  return "";
}

std::string statusClass(const std::string& status) {
  std::string s = "status-" + status;
  for (char& c : s)
    if (c == ' ') c = '-';
  return s;
}

// The heaps of one test: drawn (an <img> of the SVG dot made) or as text.
struct HeapFiles {
  std::map<std::string, std::string> svg;  // dot text's key -> image path relative to the page
  bool drawn = false;
};

std::string heapFigure(const std::string& caption, const std::string& dot, const std::string& text,
                       const std::string& key, const HeapFiles& heaps) {
  if (dot.empty()) return "";
  auto it = heaps.svg.find(key);
  std::string body = it != heaps.svg.end()
                         ? fmt::format("<img class=\"heap\" src=\"{}\" alt=\"{}\">",
                                       escaped(it->second), escaped(text))
                         : fmt::format("<pre class=\"heap-text\">{}</pre>", escaped(text));
  return fmt::format("<figure><figcaption>{}</figcaption>{}</figure>", caption, body);
}

std::string testSection(const TestView& t, const std::string& pageKey, const HeapFiles& heaps) {
  std::string out = fmt::format("<div class=\"test\" id=\"{}\">\n<h4>{}</h4>\n", t.anchor,
                                escaped(t.title + (t.outcome.empty() ? "" : "  " + t.outcome)));
  if (!t.inputs.empty()) {
    out += "<table class=\"inputs\"><tr><th>input</th><th>value</th></tr>";
    for (const auto& [name, value] : t.inputs)
      out += fmt::format("<tr><td>{}</td><td><code>{}</code></td></tr>", escaped(name),
                         escaped(value));
    out += "</table>\n";
  }
  if (!t.pathCondition.empty()) {
    out += "<p>path condition: <code>";
    for (size_t i = 0; i < t.pathCondition.size(); ++i)
      out += (i ? " &amp;&amp; " : "") + escaped(t.pathCondition[i]);
    out += "</code></p>\n";
  }
  for (const std::string& n : t.notes) out += "<p class=\"note\">" + escaped(n) + "</p>\n";
  const std::string in = heapFigure("input heap", t.inputHeapDot, t.inputHeapText,
                                    pageKey + "/" + t.anchor + "-in", heaps);
  const std::string outHeap = heapFigure("output heap", t.outputHeapDot, t.outputHeapText,
                                         pageKey + "/" + t.anchor + "-out", heaps);
  if (!in.empty() || !outHeap.empty()) out += "<div class=\"heaps\">" + in + outHeap + "</div>\n";
  return out + "</div>\n";
}

std::string classPage(const ClassView& c, const HeapFiles& heaps) {
  std::string b =
      fmt::format("<p><a href=\"index.html\">index</a></p>\n<h1>{}</h1>\n", escaped(c.name));
  b += fmt::format("<p>instructions {} &nbsp; branches {} &nbsp; {} tests</p>\n",
                   bar(c.instructions), bar(c.branches), c.tests);
  b += "<h2>Coverage per method</h2>\n<table class=\"coverage\"><tr><th>method</th>"
       "<th>instructions</th><th>branches</th></tr>\n";
  for (const CoverageRow& r : c.coverage)
    b += fmt::format("<tr class=\"method\"><td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n",
                     escaped(r.method), bar(r.instructions), bar(r.branches));
  b += "</table>\n";
  b += c.source.empty()
           ? "<h2>Bytecode</h2>\n<p class=\"note\">No source found (--sourcepath): the "
             "bytecode, each instruction coloured.</p>\n"
           : fmt::format("<h2>Source: {}</h2>\n", escaped(c.source));
  b += "<pre class=\"source\">";
  for (const LineView& l : c.lines) {
    std::string title;
    if (l.totalBranches)
      title =
          fmt::format(" title=\"{} of {} branches covered\"", l.coveredBranches, l.totalBranches);
    std::string links;
    for (size_t i = 0; i < l.tests.size() && i < 8; ++i)
      links += fmt::format("<a href=\"#{}\">{}</a>", l.tests[i], l.tests[i]);
    if (l.tests.size() > 8) links += fmt::format(" +{}", l.tests.size() - 8);
    const std::string cls = lineClass(l.status);
    // Source lines can be linked to (#L12); a listing's offsets repeat from method to method.
    const std::string id = c.source.empty() ? "" : fmt::format(" id=\"L{}\"", l.number);
    b += fmt::format("<span class=\"line{}\"{}{}><span class=\"ln\">{}</span>{}{}</span>",
                     cls.empty() ? "" : " " + cls, title, id,
                     l.number >= 0 ? std::to_string(l.number) : "", escaped(l.text),
                     links.empty() ? "" : "<span class=\"tests\">" + links + "</span>");
  }
  b += "</pre>\n";
  if (!heaps.drawn)
    b += "<p class=\"note\">Graphviz's dot was not found: heaps are listed as text.</p>\n";
  b += "<h2>Tests</h2>\n";
  for (const MethodView& m : c.methods) {
    b += fmt::format("<h3 class=\"{}\"><code>{}</code> ({}{})</h3>\n", statusClass(m.status),
                     escaped(m.name), escaped(m.status),
                     m.note.empty() ? "" : ": " + escaped(m.note));
    for (const TestView& t : m.tests) b += testSection(t, c.page, heaps);
  }
  return page(c.name, b);
}

std::string indexPage(const ReportView& v) {
  std::string b = fmt::format("<h1>{}</h1>\n", escaped(v.title));
  b += fmt::format("<p>instructions {} &nbsp; branches {} &nbsp; {} tests, {} classes</p>\n",
                   bar(v.instructions), bar(v.branches), v.tests, v.classes.size());
  b += "<h2>Classes</h2>\n<table class=\"classes\"><tr><th>class</th><th>instructions</th>"
       "<th>branches</th><th>tests</th></tr>\n";
  for (const ClassView& c : v.classes)
    b += fmt::format("<tr><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                     escaped(c.page), escaped(c.name), bar(c.instructions), bar(c.branches),
                     c.tests);
  b += "</table>\n";
  std::string problems;
  for (const ClassView& c : v.classes)
    for (const MethodView& m : c.methods)
      if (m.status != "complete")
        problems += fmt::format(
            "<tr class=\"{}\"><td>{}</td><td><code>{}</code></td><td>{}</td>"
            "<td>{}</td></tr>\n",
            statusClass(m.status), escaped(c.name), escaped(m.name), escaped(m.status),
            escaped(m.note));
  if (!problems.empty())
    b += "<h2>Skipped and partial</h2>\n<table><tr><th>class</th><th>method</th><th>status</th>"
         "<th>why</th></tr>\n" +
         problems + "</table>\n";
  if (!v.unhandledCalls.empty()) {
    b += "<h2>Unhandled calls</h2>\n<table><tr><th>call</th><th>times met</th></tr>\n";
    for (const auto& [call, n] : v.unhandledCalls)
      b += fmt::format("<tr><td><code>{}</code></td><td>{}</td></tr>\n", escaped(call), n);
    b += "</table>\n";
  }
  b += "<h2>Options</h2>\n<table>\n";
  for (const auto& [name, value] : v.options)
    b += fmt::format("<tr><td>{}</td><td><code>{}</code></td></tr>\n", escaped(name),
                     escaped(value));
  b += "</table>\n";
  return page(v.title, b);
}

void writeFile(const fs::path& file, const std::string& text, std::vector<fs::path>& written) {
  std::ofstream out(file, std::ios::binary);
  out << text;
  if (!out)
    throw fs::filesystem_error("cannot write", file, std::make_error_code(std::errc::io_error));
  written.push_back(file);
}

}  // namespace

std::vector<fs::path> writeHtml(const ReportView& view, const fs::path& dir) {
  fs::create_directories(dir);
  std::vector<fs::path> written;
  // The heaps first: a page shows a drawing only where dot made one.
  HeapFiles heaps;
  heaps.drawn = dotAvailable();
  if (heaps.drawn) {
    fs::remove_all(dir / "heaps");
    fs::create_directories(dir / "heaps");
    std::vector<fs::path> dotFiles;
    std::map<std::string, fs::path> byKey;
    size_t n = 0;
    for (const ClassView& c : view.classes)
      for (const MethodView& m : c.methods)
        for (const TestView& t : m.tests)
          for (const auto& [suffix, dot] :
               {std::pair{"-in", &t.inputHeapDot}, std::pair{"-out", &t.outputHeapDot}}) {
            if (dot->empty()) continue;
            const fs::path file = dir / "heaps" / fmt::format("h{}.dot", n++);
            std::ofstream(file) << *dot;
            dotFiles.push_back(file);
            byKey[c.page + "/" + t.anchor + suffix] = file;
          }
    heaps.drawn = drawSvg(dotFiles);
    for (const auto& [key, file] : byKey) {
      fs::path svg = file;
      svg += ".svg";
      std::error_code ec;
      if (heaps.drawn && fs::exists(svg, ec)) heaps.svg[key] = "heaps/" + svg.filename().string();
      fs::remove(file, ec);
    }
  }
  writeFile(dir / "style.css", kStyle, written);
  writeFile(dir / "index.html", indexPage(view), written);
  for (const ClassView& c : view.classes) writeFile(dir / c.page, classPage(c, heaps), written);
  return written;
}

}  // namespace symtest::report
