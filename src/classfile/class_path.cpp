// Class path: directories, jar/zip archives and jmod files, with a parsed-class cache.
#include "classfile/class_path.hpp"

#include <zip.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>

#include <algorithm>

#include "classfile/jdk_release.hpp"
#include "classfile/jimage.hpp"
#include "classfile/lambda_classes.hpp"

namespace symtest::classfile {

namespace fs = std::filesystem;

namespace {

// Class files are small; this only guards against absurd sizes in corrupt archives.
constexpr uint64_t kMaxClassFileSize = 256u << 20;

std::string zipErrorText(int code) {
  zip_error_t error;
  zip_error_init_with_code(&error, code);
  std::string text = zip_error_strerror(&error);
  zip_error_fini(&error);
  return text;
}

std::vector<uint8_t> readWholeFile(const fs::path& path, const std::string& what) {
  std::error_code ec;
  uint64_t size = fs::file_size(path, ec);
  std::ifstream in(path, std::ios::binary);
  if (ec || !in) throw ClassPathError(fmt::format("cannot read {} '{}'", what, path.string()));
  if (size > (uint64_t{1} << 32)) {
    throw ClassPathError(fmt::format("{} '{}' is too large", what, path.string()));
  }
  std::vector<uint8_t> bytes(size);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (static_cast<uint64_t>(in.gcount()) != size) {
    throw ClassPathError(fmt::format("cannot read {} '{}'", what, path.string()));
  }
  return bytes;
}

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// JDK/lib/modules, the run-time image of a JDK (its magic is checked when it is opened).
bool isRunTimeImage(const std::string& entry) {
  const fs::path p(entry);
  return p.filename() == "modules" && p.parent_path().filename() == "lib";
}

// Rejects names that could escape a directory entry or cannot name a class file.
bool isLookupName(const std::string& name) {
  if (name.empty() || name[0] == '[' || name[0] == '/' || name.back() == '/') return false;
  if (name.find('\0') != std::string::npos || name.find('\\') != std::string::npos) return false;
  size_t start = 0;
  while (start <= name.size()) {
    size_t slash = name.find('/', start);
    if (slash == std::string::npos) slash = name.size();
    std::string segment = name.substr(start, slash - start);
    if (segment.empty() || segment == "." || segment == "..") return false;
    start = slash + 1;
  }
  return true;
}

bool isListedClass(const std::string& name) {
  return name != "module-info" && !endsWith(name, "/module-info");
}

}  // namespace

// One class-path entry. A directory, or a zip archive (jar, or jmod after its header).
struct ClassPath::Source {
  std::string path;
  bool isDirectory = false;
  bool isJdk = false;    // jmod entries are the JDK, not user code
  bool isModel = false;  // models of JDK classes
  std::string prefix;    // entry-name prefix inside the archive ("classes/" for jmods)
  zip_t* zip = nullptr;
  std::unique_ptr<JImage> image;  // the JDK's lib/modules: java.base's classes from it
  static constexpr const char* kImageModule = "/java.base/";

  ~Source() {
    if (zip != nullptr) zip_discard(zip);
  }

  void openZip() {
    int code = 0;
    zip = zip_open(path.c_str(), ZIP_RDONLY, &code);
    if (zip == nullptr) {
      throw ClassPathError(
          fmt::format("cannot open class path entry '{}': {}", path, zipErrorText(code)));
    }
  }

  void openJmod() {
    // Only the 4-byte header is read here; libzip then reads the central directory and the
    // entries a run needs, not the whole ~20 MB module.
    std::ifstream in(path, std::ios::binary);
    char magic[4] = {};
    if (!in.read(magic, 4) || magic[0] != 'J' || magic[1] != 'M' || magic[2] != 1 ||
        magic[3] != 0) {
      throw ClassPathError(fmt::format("class path entry '{}' is not a jmod file", path));
    }
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* src = zip_source_file_create(path.c_str(), 4, -1, &error);
    if (src != nullptr) zip = zip_open_from_source(src, ZIP_RDONLY, &error);
    if (zip == nullptr) {
      std::string text = zip_error_strerror(&error);
      if (src != nullptr) zip_source_free(src);
      zip_error_fini(&error);
      throw ClassPathError(fmt::format("cannot open class path entry '{}': {}", path, text));
    }
    zip_error_fini(&error);
    prefix = "classes/";
  }

  bool contains(const std::string& name) const {
    if (image) return image->contains(kImageModule + name + ".class");
    if (isDirectory) {
      std::error_code ec;
      return fs::is_regular_file(fs::path(path) / (name + ".class"), ec);
    }
    return zip_name_locate(zip, (prefix + name + ".class").c_str(), 0) >= 0;
  }

  // The bytes of class `name` (which must exist) and a description of where they came from.
  std::vector<uint8_t> read(const std::string& name, std::string& origin) const {
    if (image) {
      const std::string entry = kImageModule + name + ".class";
      origin = path + "!" + entry;
      auto bytes = image->read(entry);
      if (!bytes) throw ClassPathError(fmt::format("cannot read '{}'", origin));
      return std::move(*bytes);
    }
    if (isDirectory) {
      fs::path file = fs::path(path) / (name + ".class");
      origin = file.string();
      return readWholeFile(file, "class file");
    }
    std::string entry = prefix + name + ".class";
    origin = path + "!/" + entry;
    zip_stat_t st;
    zip_stat_init(&st);
    zip_int64_t index = zip_name_locate(zip, entry.c_str(), 0);
    if (index < 0 || zip_stat_index(zip, static_cast<zip_uint64_t>(index), 0, &st) != 0 ||
        (st.valid & ZIP_STAT_SIZE) == 0) {
      throw ClassPathError(fmt::format("cannot read '{}'", origin));
    }
    if (st.size > kMaxClassFileSize) {
      throw ClassPathError(fmt::format("'{}' is implausibly large ({} bytes)", origin, st.size));
    }
    std::vector<uint8_t> bytes(st.size);
    zip_file_t* file = zip_fopen_index(zip, static_cast<zip_uint64_t>(index), 0);
    if (file == nullptr) throw ClassPathError(fmt::format("cannot open '{}'", origin));
    zip_int64_t got = bytes.empty() ? 0 : zip_fread(file, bytes.data(), bytes.size());
    zip_fclose(file);
    if (got < 0 || static_cast<uint64_t>(got) != bytes.size()) {
      throw ClassPathError(fmt::format("cannot read '{}' (corrupt archive?)", origin));
    }
    return bytes;
  }

  void list(std::set<std::string>& out) const {
    if (image) {
      std::set<std::string> all;
      image->listClasses("java.base", all);
      for (const std::string& name : all)
        if (isListedClass(name) && isLookupName(name)) out.insert(name);
      return;
    }
    if (isDirectory) {
      std::error_code ec;
      auto options = fs::directory_options::skip_permission_denied;
      for (auto it = fs::recursive_directory_iterator(path, options, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code typeEc;
        if (!it->is_regular_file(typeEc) || it->path().extension() != ".class") continue;
        std::string rel = it->path().lexically_relative(path).generic_string();
        std::string name = rel.substr(0, rel.size() - 6);
        if (isListedClass(name) && isLookupName(name)) out.insert(name);
      }
      return;
    }
    zip_int64_t count = zip_get_num_entries(zip, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
      const char* raw = zip_get_name(zip, static_cast<zip_uint64_t>(i), 0);
      if (raw == nullptr) continue;
      std::string entry = raw;
      // META-INF/versions/N/... are multi-release variants, not separately named classes.
      if (entry.rfind(prefix, 0) != 0 || !endsWith(entry, ".class") ||
          entry.rfind("META-INF/", 0) == 0) {
        continue;
      }
      std::string name = entry.substr(prefix.size(), entry.size() - prefix.size() - 6);
      if (isListedClass(name) && isLookupName(name)) out.insert(name);
    }
  }
};

ClassPath::ClassPath(const std::vector<std::string>& entries) {
  for (const std::string& entry : entries) {
    if (entry.empty()) throw ClassPathError("empty class path entry");
    auto source = std::make_unique<Source>();
    source->path = entry;
    std::error_code ec;
    fs::file_status status = fs::status(entry, ec);
    if (ec || !fs::exists(status)) {
      throw ClassPathError(fmt::format("class path entry '{}' does not exist", entry));
    }
    if (fs::is_directory(status)) {
      source->isDirectory = true;
    } else if (!fs::is_regular_file(status)) {
      throw ClassPathError(
          fmt::format("class path entry '{}' is not a directory or archive", entry));
    } else if (endsWith(entry, ".jmod")) {
      source->isJdk = true;
      source->openJmod();
      if (jdkRelease_ == 0) jdkRelease_ = jdkReleaseOfModule(entry);
    } else if (isRunTimeImage(entry)) {
      source->isJdk = true;
      source->image = std::make_unique<JImage>(entry);
      if (jdkRelease_ == 0) jdkRelease_ = jdkReleaseOfModule(entry);
    } else {
      source->openZip();
    }
    sources_.push_back(std::move(source));
  }
  userClasses_.reset();
  modelClasses_.reset();
}

ClassPath::~ClassPath() = default;

std::vector<std::string> ClassPath::split(const std::string& classPath) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= classPath.size()) {
    size_t colon = classPath.find(':', start);
    if (colon == std::string::npos) colon = classPath.size();
    if (colon > start) parts.push_back(classPath.substr(start, colon - start));
    start = colon + 1;
  }
  return parts;
}

std::string ClassPath::findJdkBaseModule() {
  std::error_code ec;
  // A JDK's java.base: its jmod, else (a JDK without jmods, JEP 493) its run-time image.
  auto baseOf = [&](const fs::path& home) -> std::string {
    for (const fs::path& p : {home / "jmods" / "java.base.jmod", home / "lib" / "modules"})
      if (fs::is_regular_file(p, ec)) return p.string();
    return {};
  };
  if (const char* home = std::getenv("JAVA_HOME"); home != nullptr && *home != '\0') {
    if (std::string base = baseOf(home); !base.empty()) return base;
  }
  const char* pathVar = std::getenv("PATH");
  if (pathVar == nullptr) return {};
  for (const std::string& dir : split(pathVar)) {
    fs::path javac = fs::path(dir) / "javac";
    if (!fs::is_regular_file(javac, ec)) continue;
    fs::path real = fs::canonical(javac, ec);  // follows /usr/bin/javac -> alternatives -> JDK
    if (ec) continue;
    return baseOf(real.parent_path().parent_path());  // never guess another JDK
  }
  return {};
}

int ClassPath::jdkRelease() const {
  return jdkRelease_ != 0 ? jdkRelease_ : kBaselineJdkRelease;
}

const ClassFile* ClassPath::find(const std::string& name) {
  if (auto it = cache_.find(name); it != cache_.end()) return it->second.get();
  std::unique_ptr<ClassFile> parsed;
  bool analysed = false, fromModels = false;
  if (isLookupName(name)) {
    for (const auto& source : sources_) {
      if (!source->contains(name)) continue;
      std::string origin;
      std::vector<uint8_t> bytes = source->read(name, origin);
      parsed = std::make_unique<ClassFile>(parseClassFile(bytes, origin));
      // The JVM does not load such a file (NoClassDefFoundError, wrong name): nor does symtest.
      if (parsed->name != name) {
        misnamed_[name] = fmt::format("{} holds class {}", origin, parsed->name);
        parsed.reset();
      }
      analysed = !source->isJdk;
      fromModels = source->isModel;
      if (parsed && fromModels) adaptModelToRelease(*parsed, jdkRelease());
      if (parsed && analysed && !fromModels && jdkRelease_ != 0 && newerThanJdk_.empty() &&
          releaseOfMajorVersion(parsed->majorVersion) > jdkRelease_)
        newerThanJdk_ =
            fmt::format("{} is Java {} (major {})", origin,
                        releaseOfMajorVersion(parsed->majorVersion), parsed->majorVersion);
      break;
    }
  }
  // Misses are cached too: hierarchy walks ask for the same absent classes repeatedly.
  const ClassFile* found = cache_.emplace(name, std::move(parsed)).first->second.get();
  // The JDK's own lambdas never run (its code is modelled or unhandled).
  if (found && analysed) addLambdaClasses(*found, fromModels);
  return found;
}

const ClassHeader* ClassPath::header(const std::string& name) {
  if (auto it = headers_.find(name); it != headers_.end())
    return it->second ? &*it->second : nullptr;
  std::optional<ClassHeader> h;
  if (auto it = cache_.find(name); it != cache_.end()) {
    if (it->second) h = headerOf(*it->second);
  } else if (isLookupName(name)) {
    for (const auto& source : sources_) {
      if (!source->contains(name)) continue;
      std::string origin;
      h = parseClassHeader(source->read(name, origin), origin);
      if (h->name != name) {
        misnamed_[name] = fmt::format("{} holds class {}", origin, h->name);
        h.reset();
      }
      break;
    }
  }
  auto& slot = headers_[name] = std::move(h);
  return slot ? &*slot : nullptr;
}

const std::vector<std::string>& ClassPath::supertypes(const std::string& name) {
  if (auto it = supertypes_.find(name); it != supertypes_.end()) return it->second;
  // Worklist with a visited set: a corrupt class path may contain cycles.
  std::set<std::string> seen{name};
  std::vector<std::string> work{name};
  while (!work.empty()) {
    const ClassHeader* h = header(work.back());
    work.pop_back();
    if (h == nullptr) continue;
    if (!h->superName.empty() && seen.insert(h->superName).second) work.push_back(h->superName);
    for (const std::string& i : h->interfaces)
      if (seen.insert(i).second) work.push_back(i);
  }
  return supertypes_[name] = std::vector<std::string>(seen.begin(), seen.end());
}

void ClassPath::addLambdaClasses(const ClassFile& owner, bool fromModels) {
  std::vector<std::unique_ptr<ClassFile>> classes = lambdaClasses(owner);
  if (auto methods = objectMethodsClass(owner)) classes.push_back(std::move(methods));
  for (auto& s : switchClasses(owner)) classes.push_back(std::move(s));
  for (auto& cf : classes) {
    synthetic_[cf->name] = fromModels;
    syntheticOwner_[cf->name] = owner.name;
    headers_.erase(cf->name);  // a miss cached before its owner was loaded
    supertypes_.erase(cf->name);
    cache_[cf->name] = std::move(cf);
  }
}

void ClassPath::addSyntheticClass(std::unique_ptr<ClassFile> cls, bool fromModels) {
  synthetic_[cls->name] = fromModels;
  headers_.erase(cls->name);
  supertypes_.erase(cls->name);
  cache_[cls->name] = std::move(cls);
}

std::vector<std::string> ClassPath::listSyntheticClasses() const {
  std::vector<std::string> out;
  for (const auto& [name, fromModels] : synthetic_) out.push_back(name);
  return out;
}

std::vector<std::string> ClassPath::scopeSyntheticClasses() {
  const std::vector<std::string>& scope = scopeClasses();
  std::vector<std::string> out;
  for (const auto& [name, fromModels] : synthetic_) {
    auto owner = syntheticOwner_.find(name);
    if (fromModels || owner == syntheticOwner_.end() ||
        std::binary_search(scope.begin(), scope.end(), owner->second))
      out.push_back(name);
  }
  return out;
}

void ClassPath::addModels(const std::string& location) {
  auto source = std::make_unique<Source>();
  source->path = location;
  source->isModel = true;
  if (fs::is_directory(location))
    source->isDirectory = true;
  else if (fs::is_regular_file(location))
    source->openZip();
  else
    throw ClassPathError(fmt::format("models '{}' do not exist", location));
  // Models shadow the JDK, never user classes: insert before the first JDK entry.
  auto it = std::find_if(sources_.begin(), sources_.end(), [](const auto& s) { return s->isJdk; });
  sources_.insert(it, std::move(source));
  cache_.clear();
  headers_.clear();
  supertypes_.clear();
  synthetic_.clear();
  syntheticOwner_.clear();
  userClasses_.reset();
  modelClasses_.reset();
  scope_.reset();
  sourceOf_.clear();
  subtypeIndex_.clear();
}

const std::string* ClassPath::whyMissing(const std::string& name) const {
  auto it = misnamed_.find(name);
  return it == misnamed_.end() ? nullptr : &it->second;
}

const std::vector<std::string>& ClassPath::listClasses() const {
  if (!userClasses_) {
    std::set<std::string> names;
    for (const auto& source : sources_)
      if (!source->isJdk && !source->isModel) source->list(names);
    userClasses_.emplace(names.begin(), names.end());
  }
  return *userClasses_;
}

std::vector<std::string> ClassPath::listEntry(size_t index) const {
  std::set<std::string> names;
  if (index < sources_.size()) sources_[index]->list(names);
  return {names.begin(), names.end()};
}

const std::vector<std::string>& ClassPath::listModelClasses() const {
  if (!modelClasses_) {
    std::set<std::string> names;
    for (const auto& source : sources_)
      if (source->isModel) source->list(names);
    modelClasses_.emplace(names.begin(), names.end());
  }
  return *modelClasses_;
}

void ClassPath::setScopeRoots(const std::vector<std::string>& roots) {
  scopeRoots_ = roots;
  scope_.reset();
}

const std::vector<std::string>& ClassPath::scopeClasses() {
  if (!scopeRoots_) return listClasses();
  if (scope_) return *scope_;
  std::set<std::string> reached;
  std::vector<std::string> work = *scopeRoots_;
  while (!work.empty()) {
    std::string name = std::move(work.back());
    work.pop_back();
    if (reached.count(name)) continue;
    const int source = sourceOf(name);
    if (source < 0 || sources_[source]->isJdk || sources_[source]->isModel) continue;
    const ClassHeader* h = header(name);
    if (h == nullptr) continue;
    reached.insert(name);
    if (!h->superName.empty()) work.push_back(h->superName);
    work.insert(work.end(), h->interfaces.begin(), h->interfaces.end());
    work.insert(work.end(), h->references.begin(), h->references.end());
    work.insert(work.end(), h->memberTypes.begin(), h->memberTypes.end());
    const auto& subs = subtypesInSource(source, name);
    work.insert(work.end(), subs.begin(), subs.end());
  }
  scope_.emplace(reached.begin(), reached.end());
  return *scope_;
}

int ClassPath::sourceOf(const std::string& name) {
  if (auto it = sourceOf_.find(name); it != sourceOf_.end()) return it->second;
  int found = -1;
  if (isLookupName(name))
    for (size_t i = 0; i < sources_.size() && found < 0; ++i)
      if (sources_[i]->contains(name)) found = static_cast<int>(i);
  return sourceOf_[name] = found;
}

const std::vector<std::string>& ClassPath::subtypesInSource(int index, const std::string& name) {
  static const std::vector<std::string> kNone;
  auto [it, fresh] = subtypeIndex_.try_emplace(index);
  if (fresh) {
    // Built once per source that a run reaches: the headers of its classes.
    std::set<std::string> names;
    sources_[index]->list(names);
    for (const std::string& c : names)
      if (sourceOf(c) == index && header(c))
        for (const std::string& super : supertypes(c)) it->second[super].push_back(c);
  }
  auto found = it->second.find(name);
  return found == it->second.end() ? kNone : found->second;
}

bool ClassPath::isUserClass(const std::string& name) {
  if (auto it = synthetic_.find(name); it != synthetic_.end()) return !it->second;
  const int source = sourceOf(name);
  return source >= 0 && !sources_[source]->isJdk && !sources_[source]->isModel;
}

bool ClassPath::isModelClass(const std::string& name) {
  if (auto it = synthetic_.find(name); it != synthetic_.end()) return it->second;
  const int source = sourceOf(name);
  return source >= 0 && sources_[source]->isModel;
}

bool ClassPath::isModelOnlyClass(const std::string& name) {
  if (auto it = synthetic_.find(name); it != synthetic_.end()) return it->second;
  const int source = sourceOf(name);
  if (source < 0 || !sources_[source]->isModel) return false;
  for (size_t i = source + 1; i < sources_.size(); ++i)
    if (sources_[i]->isJdk && sources_[i]->contains(name)) return false;
  return true;
}

}  // namespace symtest::classfile
