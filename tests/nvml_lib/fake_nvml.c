/*
 * A test libnvidia-ml.so.1: the NVML C ABI, answering from a state file instead of a GPU.
 *
 * Build (the test fixture runs exactly this, with the nvml.h of the nvidia-nvml-dev-cu12 wheel):
 *   cc -shared -fPIC -O1 -Wall -Werror -DNVML_NO_UNVERSIONED_FUNC_DEFS -I<dir of nvml.h> \
 *      -o <dir>/libnvidia-ml.so.1 tests/nvml_lib/fake_nvml.c
 * Every function is compiled against NVIDIA's own prototypes, so a wrong signature does not build.
 *
 * State: the file named by $TFGPU_TEST_NVML_STATE, `key=value` lines, re-read whenever its
 * size, mtime or inode changes (so a test can make a GPU fall off the bus mid-run). Without
 * the variable or the file, one default GPU is presented. Keys:
 *   init=CODE                     nvmlInit fails with NVML_ERROR_CODE (e.g. NO_PERMISSION)
 *   driver= cuda= nvml=           system strings / the CUDA version integer
 *   gpus=N                        number of GPUs
 *   gpuI.<metric>=value           a value (missing metric: NVML_ERROR_NOT_SUPPORTED)
 *   gpuI.migJ.<metric>=value      a MIG device of GPU I (exists=1 to present it)
 *   err.<function>=CODE           that function fails with CODE on every device
 *   gpuI.err.<function>=CODE      that function fails with CODE on GPU I only
 *   delay.<function>_ms=N         that function sleeps N ms before answering
 *   abi.process_v3_size=32        *_RunningProcesses_v3 writes the 32-byte entries of
 *                                 drivers 535.43-535.85 (usedGpuCcProtectedMemory added)
 * Symbols left out (an older driver) are a build option: the fixture links with a version
 * script that makes them local, so dlsym() does not find them.
 * Calls are expected from one thread at a time (the app's sampler thread), unlike a real driver.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "nvml.h"

#define MAX_KEYS 2048
#define MAX_GPUS 8
#define MAX_MIG 8
#define KEY_LEN 128
#define VAL_LEN 512

static const char DEFAULT_STATE[] =
    "driver=580.95.05\n"
    "cuda=13000\n"
    "nvml=13.580.95.05\n"
    "gpus=1\n"
    "gpu0.name=NVIDIA Test GPU\n"
    "gpu0.uuid=GPU-00000000-1111-2222-3333-444444444444\n"
    "gpu0.bus_id=00000000:01:00.0\n"
    "gpu0.mem.total=17179869184\n"
    "gpu0.mem.reserved=268435456\n"
    "gpu0.mem.used=2147483648\n"
    "gpu0.cc.major=8\ngpu0.cc.minor=6\ngpu0.arch=7\ngpu0.sm_count=46\n"
    "gpu0.mig.current=0\ngpu0.mig.pending=0\n"
    "gpu0.power.limit=220000\ngpu0.power.default=230000\ngpu0.power.usage=123456\n"
    "gpu0.pcie.max_gen=4\ngpu0.pcie.max_width=16\ngpu0.pcie.gen=3\ngpu0.pcie.width=8\n"
    "gpu0.maxclock.0=1950\ngpu0.maxclock.1=1900\ngpu0.maxclock.2=7001\n"
    "gpu0.clock.0=1500\ngpu0.clock.1=1410\ngpu0.clock.2=6801\n"
    "gpu0.temp.0=61\ngpu0.fan=40\ngpu0.util.gpu=42\ngpu0.util.mem=17\ngpu0.pstate=2\n"
    "gpu0.reasons=36\ngpu0.throughput.0=2048\ngpu0.throughput.1=3072\n";

static char keys[MAX_KEYS][KEY_LEN];
static char vals[MAX_KEYS][VAL_LEN];
static int nkeys = 0;
static int loaded = 0;
static struct stat last_st;
static int initialized = 0;
static unsigned long long call_counter = 0;

/* A handle is a pointer into this table: [gpu][0] the GPU, [gpu][1 + j] its MIG device j. */
struct fake_device {
    int gpu;
    int mig; /* -1 for the GPU itself */
};
static struct fake_device devices[MAX_GPUS][1 + MAX_MIG];

static void parse(const char *text) {
    nkeys = 0;
    const char *p = text;
    while (*p && nkeys < MAX_KEYS) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *eq = memchr(p, '=', len);
        if (eq && p[0] != '#') {
            size_t klen = (size_t)(eq - p), vlen = len - klen - 1;
            if (klen < KEY_LEN && vlen < VAL_LEN) {
                memcpy(keys[nkeys], p, klen);
                keys[nkeys][klen] = 0;
                memcpy(vals[nkeys], eq + 1, vlen);
                vals[nkeys][vlen] = 0;
                nkeys++;
            }
        }
        p += len + (end ? 1 : 0);
    }
}

static void reload(void) {
    const char *path = getenv("TFGPU_TEST_NVML_STATE");
    struct stat st;
    if (!path || stat(path, &st) != 0) {
        if (loaded != 1) {
            parse(DEFAULT_STATE);
            loaded = 1;
        }
        return;
    }
    if (loaded == 2 && st.st_size == last_st.st_size && st.st_ino == last_st.st_ino &&
        st.st_mtim.tv_sec == last_st.st_mtim.tv_sec &&
        st.st_mtim.tv_nsec == last_st.st_mtim.tv_nsec)
        return;
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    static char buf[MAX_KEYS * 64];
    size_t n = fread(buf, 1, sizeof(buf) - 1, f);
    fclose(f);
    buf[n] = 0;
    parse(buf);
    last_st = st;
    loaded = 2;
}

static const char *get(const char *key) {
    for (int i = 0; i < nkeys; i++)
        if (strcmp(keys[i], key) == 0)
            return vals[i];
    return NULL;
}

static const char *getf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static const char *getf(const char *fmt, ...) {
    char key[KEY_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(key, sizeof key, fmt, ap);
    va_end(ap);
    return get(key);
}

static struct {
    const char *name;
    nvmlReturn_t code;
} ERRORS[] = {
    {"SUCCESS", NVML_SUCCESS},
    {"UNINITIALIZED", NVML_ERROR_UNINITIALIZED},
    {"INVALID_ARGUMENT", NVML_ERROR_INVALID_ARGUMENT},
    {"NOT_SUPPORTED", NVML_ERROR_NOT_SUPPORTED},
    {"NO_PERMISSION", NVML_ERROR_NO_PERMISSION},
    {"NOT_FOUND", NVML_ERROR_NOT_FOUND},
    {"INSUFFICIENT_SIZE", NVML_ERROR_INSUFFICIENT_SIZE},
    {"DRIVER_NOT_LOADED", NVML_ERROR_DRIVER_NOT_LOADED},
    {"TIMEOUT", NVML_ERROR_TIMEOUT},
    {"IRQ_ISSUE", NVML_ERROR_IRQ_ISSUE},
    {"LIBRARY_NOT_FOUND", NVML_ERROR_LIBRARY_NOT_FOUND},
    {"FUNCTION_NOT_FOUND", NVML_ERROR_FUNCTION_NOT_FOUND},
    {"CORRUPTED_INFOROM", NVML_ERROR_CORRUPTED_INFOROM},
    {"GPU_IS_LOST", NVML_ERROR_GPU_IS_LOST},
    {"RESET_REQUIRED", NVML_ERROR_RESET_REQUIRED},
    {"OPERATING_SYSTEM", NVML_ERROR_OPERATING_SYSTEM},
    {"LIB_RM_VERSION_MISMATCH", NVML_ERROR_LIB_RM_VERSION_MISMATCH},
    {"NO_DATA", NVML_ERROR_NO_DATA},
    {"ARGUMENT_VERSION_MISMATCH", NVML_ERROR_ARGUMENT_VERSION_MISMATCH},
    {"UNKNOWN", NVML_ERROR_UNKNOWN},
};

static nvmlReturn_t code_of(const char *name) {
    for (size_t i = 0; i < sizeof ERRORS / sizeof ERRORS[0]; i++)
        if (strcmp(ERRORS[i].name, name) == 0)
            return ERRORS[i].code;
    return NVML_ERROR_UNKNOWN;
}

static void delay(const char *fn) {
    const char *ms = getf("delay.%s_ms", fn);
    if (ms) {
        long v = atol(ms);
        struct timespec ts = {v / 1000, (v % 1000) * 1000000L};
        while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
        }
    }
}

/* Common entry of every call: state, initialisation, delay, injected errors. */
static nvmlReturn_t enter(const char *fn) {
    reload();
    call_counter++;
    delay(fn);
    if (!initialized)
        return NVML_ERROR_UNINITIALIZED;
    const char *e = getf("err.%s", fn);
    return e ? code_of(e) : NVML_SUCCESS;
}

static int gpu_count(void) {
    const char *n = get("gpus");
    int count = n ? atoi(n) : 0;
    return count < 0 ? 0 : (count > MAX_GPUS ? MAX_GPUS : count);
}

/* Resolve a handle to "gpuI" or "gpuI.migJ" and check the per-device errors. */
static nvmlReturn_t enter_dev(const char *fn, nvmlDevice_t device, char *prefix, size_t size,
                              struct fake_device **out) {
    nvmlReturn_t ret = enter(fn);
    if (ret != NVML_SUCCESS)
        return ret;
    struct fake_device *d = (struct fake_device *)device;
    struct fake_device *first = &devices[0][0], *last = &devices[MAX_GPUS - 1][MAX_MIG];
    if (d < first || d > last || d->gpu >= gpu_count())
        return NVML_ERROR_INVALID_ARGUMENT;
    const char *lost = getf("gpu%d.lost", d->gpu);
    if (lost && atoi(lost))
        return NVML_ERROR_GPU_IS_LOST;
    const char *e = getf("gpu%d.err.%s", d->gpu, fn);
    if (e)
        return code_of(e);
    if (d->mig >= 0)
        snprintf(prefix, size, "gpu%d.mig%d", d->gpu, d->mig);
    else
        snprintf(prefix, size, "gpu%d", d->gpu);
    if (out)
        *out = d;
    return NVML_SUCCESS;
}

#define DEV_ENTER(fn, device)                                                                  \
    char prefix[32];                                                                           \
    struct fake_device *dev = NULL;                                                            \
    nvmlReturn_t entered = enter_dev(fn, device, prefix, sizeof prefix, &dev);                 \
    (void)dev;                                                                                 \
    if (entered != NVML_SUCCESS)                                                               \
        return entered;

static nvmlReturn_t uint_value(const char *prefix, const char *metric, unsigned int *out) {
    if (!out)
        return NVML_ERROR_INVALID_ARGUMENT;
    const char *v = getf("%s.%s", prefix, metric);
    if (!v)
        return NVML_ERROR_NOT_SUPPORTED;
    *out = (unsigned int)strtoul(v, NULL, 10);
    return NVML_SUCCESS;
}

static unsigned long long ull_value(const char *prefix, const char *metric, int *found) {
    const char *v = getf("%s.%s", prefix, metric);
    *found = v != NULL;
    return v ? strtoull(v, NULL, 10) : 0;
}

static nvmlReturn_t string_value(const char *v, char *out, unsigned int length) {
    if (!out)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (!v)
        return NVML_ERROR_NOT_SUPPORTED;
    if (strlen(v) + 1 > length)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    strcpy(out, v);
    return NVML_SUCCESS;
}

/* ---- initialisation and system ------------------------------------------------------------ */

static nvmlReturn_t do_init(const char *fn) {
    reload();
    delay(fn);
    const char *e = get("init");
    if (!e)
        e = getf("err.%s", fn);
    if (e && code_of(e) != NVML_SUCCESS)
        return code_of(e);
    for (int g = 0; g < MAX_GPUS; g++)
        for (int m = 0; m <= MAX_MIG; m++) {
            devices[g][m].gpu = g;
            devices[g][m].mig = m - 1;
        }
    initialized++;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlInit(void) { return do_init("nvmlInit"); }
nvmlReturn_t nvmlInit_v2(void) { return do_init("nvmlInit_v2"); }
nvmlReturn_t nvmlInitWithFlags(unsigned int flags) {
    (void)flags;
    return do_init("nvmlInitWithFlags");
}

nvmlReturn_t nvmlShutdown(void) {
    reload();
    if (!initialized)
        return NVML_ERROR_UNINITIALIZED;
    initialized--;
    return NVML_SUCCESS;
}

const char *nvmlErrorString(nvmlReturn_t result) {
    for (size_t i = 0; i < sizeof ERRORS / sizeof ERRORS[0]; i++)
        if (ERRORS[i].code == result)
            return ERRORS[i].name;
    return "UNKNOWN_ERROR";
}

nvmlReturn_t nvmlSystemGetDriverVersion(char *version, unsigned int length) {
    nvmlReturn_t r = enter("nvmlSystemGetDriverVersion");
    return r ? r : string_value(get("driver"), version, length);
}

nvmlReturn_t nvmlSystemGetNVMLVersion(char *version, unsigned int length) {
    nvmlReturn_t r = enter("nvmlSystemGetNVMLVersion");
    return r ? r : string_value(get("nvml"), version, length);
}

static nvmlReturn_t cuda_version(const char *fn, int *out) {
    nvmlReturn_t r = enter(fn);
    if (r)
        return r;
    const char *v = get("cuda");
    if (!v)
        return NVML_ERROR_NOT_SUPPORTED;
    *out = atoi(v);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlSystemGetCudaDriverVersion(int *v) {
    return cuda_version("nvmlSystemGetCudaDriverVersion", v);
}
nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *v) {
    return cuda_version("nvmlSystemGetCudaDriverVersion_v2", v);
}

static nvmlReturn_t count(const char *fn, unsigned int *out) {
    nvmlReturn_t r = enter(fn);
    if (r)
        return r;
    *out = (unsigned int)gpu_count();
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCount(unsigned int *n) { return count("nvmlDeviceGetCount", n); }
nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *n) { return count("nvmlDeviceGetCount_v2", n); }

static nvmlReturn_t handle_by_index(const char *fn, unsigned int index, nvmlDevice_t *out) {
    nvmlReturn_t r = enter(fn);
    if (r)
        return r;
    if (index >= (unsigned int)gpu_count() || !out)
        return NVML_ERROR_INVALID_ARGUMENT;
    const char *e = getf("gpu%u.err.%s", index, fn);
    if (e)
        return code_of(e);
    const char *lost = getf("gpu%u.lost", index);
    if (lost && atoi(lost))
        return NVML_ERROR_GPU_IS_LOST;
    *out = (nvmlDevice_t)&devices[index][0];
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int i, nvmlDevice_t *d) {
    return handle_by_index("nvmlDeviceGetHandleByIndex", i, d);
}
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int i, nvmlDevice_t *d) {
    return handle_by_index("nvmlDeviceGetHandleByIndex_v2", i, d);
}

/* ---- static facts ------------------------------------------------------------------------- */

nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t device, char *name, unsigned int length) {
    DEV_ENTER("nvmlDeviceGetName", device);
    return string_value(getf("%s.name", prefix), name, length);
}

nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t device, char *uuid, unsigned int length) {
    DEV_ENTER("nvmlDeviceGetUUID", device);
    return string_value(getf("%s.uuid", prefix), uuid, length);
}

static nvmlReturn_t pci_info(const char *fn, nvmlDevice_t device, nvmlPciInfo_t *pci) {
    DEV_ENTER(fn, device);
    const char *bus = getf("%s.bus_id", prefix);
    if (!bus)
        return NVML_ERROR_NOT_SUPPORTED;
    memset(pci, 0, sizeof *pci);
    snprintf(pci->busId, sizeof pci->busId, "%s", bus);
    snprintf(pci->busIdLegacy, sizeof pci->busIdLegacy, "%s", bus);
    pci->pciDeviceId = 0x10de;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetPciInfo(nvmlDevice_t d, nvmlPciInfo_t *p) {
    return pci_info("nvmlDeviceGetPciInfo", d, p);
}
nvmlReturn_t nvmlDeviceGetPciInfo_v2(nvmlDevice_t d, nvmlPciInfo_t *p) {
    return pci_info("nvmlDeviceGetPciInfo_v2", d, p);
}
nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t d, nvmlPciInfo_t *p) {
    return pci_info("nvmlDeviceGetPciInfo_v3", d, p);
}

/* mem.used is what the v2 struct reports (without the driver's reserved memory); the
   original call counts the reserved memory as used, as the driver does. */
nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t device, nvmlMemory_t *memory) {
    DEV_ENTER("nvmlDeviceGetMemoryInfo", device);
    int f1, f2, f3;
    unsigned long long total = ull_value(prefix, "mem.total", &f1);
    unsigned long long used = ull_value(prefix, "mem.used", &f2);
    unsigned long long reserved = ull_value(prefix, "mem.reserved", &f3);
    if (!f1 || !f2 || !memory)
        return NVML_ERROR_NOT_SUPPORTED;
    memory->total = total;
    memory->used = used + reserved;
    memory->free = total - used - reserved;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t device, nvmlMemory_v2_t *memory) {
    DEV_ENTER("nvmlDeviceGetMemoryInfo_v2", device);
    if (!memory || memory->version != nvmlMemory_v2)
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    int f1, f2, f3;
    unsigned long long total = ull_value(prefix, "mem.total", &f1);
    unsigned long long used = ull_value(prefix, "mem.used", &f2);
    unsigned long long reserved = ull_value(prefix, "mem.reserved", &f3);
    if (!f1 || !f2)
        return NVML_ERROR_NOT_SUPPORTED;
    memory->total = total;
    memory->reserved = reserved;
    memory->used = used;
    memory->free = total - used - reserved;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetCudaComputeCapability(nvmlDevice_t device, int *major, int *minor) {
    DEV_ENTER("nvmlDeviceGetCudaComputeCapability", device);
    unsigned int a, b;
    nvmlReturn_t r = uint_value(prefix, "cc.major", &a);
    if (r || (r = uint_value(prefix, "cc.minor", &b)))
        return r;
    *major = (int)a;
    *minor = (int)b;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetMigMode(nvmlDevice_t device, unsigned int *current,
                                  unsigned int *pending) {
    DEV_ENTER("nvmlDeviceGetMigMode", device);
    nvmlReturn_t r = uint_value(prefix, "mig.current", current);
    return r ? r : uint_value(prefix, "mig.pending", pending);
}

nvmlReturn_t nvmlDeviceGetArchitecture(nvmlDevice_t device, nvmlDeviceArchitecture_t *arch) {
    DEV_ENTER("nvmlDeviceGetArchitecture", device);
    unsigned int v;
    nvmlReturn_t r = uint_value(prefix, "arch", &v);
    if (!r)
        *arch = v;
    return r;
}

static nvmlReturn_t attributes(const char *fn, nvmlDevice_t device, nvmlDeviceAttributes_t *a) {
    DEV_ENTER(fn, device);
    unsigned int sm;
    nvmlReturn_t r = uint_value(prefix, "sm_count", &sm);
    if (r)
        return r;
    memset(a, 0, sizeof *a);
    a->multiprocessorCount = sm;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetAttributes(nvmlDevice_t d, nvmlDeviceAttributes_t *a) {
    return attributes("nvmlDeviceGetAttributes", d, a);
}
nvmlReturn_t nvmlDeviceGetAttributes_v2(nvmlDevice_t d, nvmlDeviceAttributes_t *a) {
    return attributes("nvmlDeviceGetAttributes_v2", d, a);
}

#define UINT_GETTER(fn, metric)                                                                \
    nvmlReturn_t fn(nvmlDevice_t device, unsigned int *out) {                                  \
        DEV_ENTER(#fn, device);                                                                \
        return uint_value(prefix, metric, out);                                                \
    }

UINT_GETTER(nvmlDeviceGetEnforcedPowerLimit, "power.limit")
UINT_GETTER(nvmlDeviceGetPowerManagementLimit, "power.mgmt_limit")
UINT_GETTER(nvmlDeviceGetPowerManagementDefaultLimit, "power.default")
UINT_GETTER(nvmlDeviceGetPowerUsage, "power.usage")
UINT_GETTER(nvmlDeviceGetMaxPcieLinkGeneration, "pcie.max_gen")
UINT_GETTER(nvmlDeviceGetGpuMaxPcieLinkGeneration, "pcie.gpu_max_gen")
UINT_GETTER(nvmlDeviceGetMaxPcieLinkWidth, "pcie.max_width")
UINT_GETTER(nvmlDeviceGetCurrPcieLinkGeneration, "pcie.gen")
UINT_GETTER(nvmlDeviceGetCurrPcieLinkWidth, "pcie.width")
UINT_GETTER(nvmlDeviceGetFanSpeed, "fan")
UINT_GETTER(nvmlDeviceGetMaxMigDeviceCount, "mig.max_count")
UINT_GETTER(nvmlDeviceGetGpuInstanceId, "gi")
UINT_GETTER(nvmlDeviceGetComputeInstanceId, "ci")

/* Values that depend on an argument are keyed by it: clock.<type>, temp.<sensor>, ... */
static nvmlReturn_t keyed_uint(const char *prefix, const char *metric, unsigned int arg,
                               unsigned int *out) {
    char key[64];
    snprintf(key, sizeof key, "%s.%u", metric, arg);
    return uint_value(prefix, key, out);
}

nvmlReturn_t nvmlDeviceGetMaxClockInfo(nvmlDevice_t device, nvmlClockType_t type,
                                       unsigned int *clock) {
    DEV_ENTER("nvmlDeviceGetMaxClockInfo", device);
    return keyed_uint(prefix, "maxclock", (unsigned int)type, clock);
}

nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t device, nvmlClockType_t type,
                                    unsigned int *clock) {
    DEV_ENTER("nvmlDeviceGetClockInfo", device);
    return keyed_uint(prefix, "clock", (unsigned int)type, clock);
}

nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t device, nvmlTemperatureSensors_t sensor,
                                      unsigned int *temp) {
    DEV_ENTER("nvmlDeviceGetTemperature", device);
    return keyed_uint(prefix, "temp", (unsigned int)sensor, temp);
}

nvmlReturn_t nvmlDeviceGetPcieThroughput(nvmlDevice_t device, nvmlPcieUtilCounter_t counter,
                                         unsigned int *value) {
    DEV_ENTER("nvmlDeviceGetPcieThroughput", device);
    return keyed_uint(prefix, "throughput", (unsigned int)counter, value);
}

nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t device, nvmlUtilization_t *util) {
    DEV_ENTER("nvmlDeviceGetUtilizationRates", device);
    nvmlReturn_t r = uint_value(prefix, "util.gpu", &util->gpu);
    return r ? r : uint_value(prefix, "util.mem", &util->memory);
}

/* enc.util / dec.util in percent, enc.period / dec.period the sampling period in us. */
static nvmlReturn_t codec_utilization(const char *fn, const char *codec, nvmlDevice_t device,
                                      unsigned int *utilization, unsigned int *period) {
    DEV_ENTER(fn, device);
    char util_key[16], period_key[16];
    snprintf(util_key, sizeof util_key, "%s.util", codec);
    snprintf(period_key, sizeof period_key, "%s.period", codec);
    nvmlReturn_t r = uint_value(prefix, util_key, utilization);
    return r ? r : uint_value(prefix, period_key, period);
}
nvmlReturn_t nvmlDeviceGetEncoderUtilization(nvmlDevice_t d, unsigned int *u, unsigned int *p) {
    return codec_utilization("nvmlDeviceGetEncoderUtilization", "enc", d, u, p);
}
nvmlReturn_t nvmlDeviceGetDecoderUtilization(nvmlDevice_t d, unsigned int *u, unsigned int *p) {
    return codec_utilization("nvmlDeviceGetDecoderUtilization", "dec", d, u, p);
}

nvmlReturn_t nvmlDeviceGetPerformanceState(nvmlDevice_t device, nvmlPstates_t *state) {
    DEV_ENTER("nvmlDeviceGetPerformanceState", device);
    unsigned int v;
    nvmlReturn_t r = uint_value(prefix, "pstate", &v);
    if (!r)
        *state = (nvmlPstates_t)v;
    return r;
}

static nvmlReturn_t reasons(const char *fn, nvmlDevice_t device, unsigned long long *out) {
    DEV_ENTER(fn, device);
    int found;
    unsigned long long v = ull_value(prefix, "reasons", &found);
    if (!found)
        return NVML_ERROR_NOT_SUPPORTED;
    *out = v;
    return NVML_SUCCESS;
}
/* Total energy since the driver loaded, in mJ (Volta and later); absent key: NotSupported. */
nvmlReturn_t nvmlDeviceGetTotalEnergyConsumption(nvmlDevice_t device, unsigned long long *out) {
    DEV_ENTER("nvmlDeviceGetTotalEnergyConsumption", device);
    int found;
    unsigned long long v = ull_value(prefix, "energy", &found);
    if (!found)
        return NVML_ERROR_NOT_SUPPORTED;
    *out = v;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCurrentClocksEventReasons(nvmlDevice_t d, unsigned long long *r) {
    return reasons("nvmlDeviceGetCurrentClocksEventReasons", d, r);
}
nvmlReturn_t nvmlDeviceGetCurrentClocksThrottleReasons(nvmlDevice_t d, unsigned long long *r) {
    return reasons("nvmlDeviceGetCurrentClocksThrottleReasons", d, r);
}

/* field.<id>=start, field.<id>.step=N: a counter that grows by N on every call. */
nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t device, int count, nvmlFieldValue_t *values) {
    DEV_ENTER("nvmlDeviceGetFieldValues", device);
    if (count < 0 || !values)
        return NVML_ERROR_INVALID_ARGUMENT;
    static unsigned long long calls[MAX_GPUS];
    unsigned long long n = calls[dev->gpu]++;
    for (int i = 0; i < count; i++) {
        char metric[64];
        int found, found_step;
        snprintf(metric, sizeof metric, "field.%u", values[i].fieldId);
        unsigned long long start = ull_value(prefix, metric, &found);
        strncat(metric, ".step", sizeof metric - strlen(metric) - 1);
        unsigned long long step = ull_value(prefix, metric, &found_step);
        values[i].timestamp = 0;
        values[i].latencyUsec = 0;
        if (!found) {
            values[i].nvmlReturn = NVML_ERROR_NOT_SUPPORTED;
            continue;
        }
        values[i].nvmlReturn = NVML_SUCCESS;
        values[i].valueType = NVML_VALUE_TYPE_UNSIGNED_LONG_LONG;
        values[i].value.ullVal = start + step * n;
    }
    return NVML_SUCCESS;
}

/* ---- processes ---------------------------------------------------------------------------- */

/* procs.compute=pid:bytes[:gi:ci],... ; bytes "na" is NVML_VALUE_NOT_AVAILABLE (WDDM). */
struct proc_entry {
    unsigned int pid, gi, ci;
    unsigned long long mem;
};

static int parse_procs(const char *text, struct proc_entry *out, int max) {
    int n = 0;
    while (text && *text && n < max) {
        char item[128];
        size_t len = strcspn(text, ",");
        if (len >= sizeof item)
            len = sizeof item - 1;
        memcpy(item, text, len);
        item[len] = 0;
        char *save = NULL, *tok = strtok_r(item, ":", &save);
        out[n].pid = tok ? (unsigned int)strtoul(tok, NULL, 10) : 0;
        tok = strtok_r(NULL, ":", &save);
        out[n].mem = (!tok || strcmp(tok, "na") == 0) ? (unsigned long long)NVML_VALUE_NOT_AVAILABLE
                                                     : strtoull(tok, NULL, 10);
        tok = strtok_r(NULL, ":", &save);
        out[n].gi = tok ? (unsigned int)strtoul(tok, NULL, 10) : 0xFFFFFFFFu;
        tok = strtok_r(NULL, ":", &save);
        out[n].ci = tok ? (unsigned int)strtoul(tok, NULL, 10) : 0xFFFFFFFFu;
        n++;
        text += strcspn(text, ",");
        if (*text == ',')
            text++;
    }
    return n;
}

/* The v3 entry of drivers 535.43-535.85 (usedGpuCcProtectedMemory added without a version
   bump); see https://github.com/XuehaiPan/nvitop/pull/79 */
struct process_info_r535 {
    unsigned int pid;
    unsigned long long usedGpuMemory;
    unsigned int gpuInstanceId;
    unsigned int computeInstanceId;
    unsigned long long usedGpuCcProtectedMemory;
};

/* version 1, 2 or 3 of the process list calls; the usual two-call size protocol. */
static nvmlReturn_t processes(const char *fn, const char *kind, int version, nvmlDevice_t device,
                              unsigned int *count, void *infos) {
    DEV_ENTER(fn, device);
    if (!count)
        return NVML_ERROR_INVALID_ARGUMENT;
    char metric[32];
    snprintf(metric, sizeof metric, "procs.%s", kind);
    const char *text = getf("%s.%s", prefix, metric);
    if (!text)
        return NVML_ERROR_NOT_SUPPORTED;
    struct proc_entry e[64];
    int n = parse_procs(text, e, 64);
    if (n == 0) {
        *count = 0;
        return NVML_SUCCESS;
    }
    if (*count < (unsigned int)n || !infos) {
        *count = (unsigned int)n;
        return NVML_ERROR_INSUFFICIENT_SIZE;
    }
    const char *abi = get("abi.process_v3_size");
    int r535 = version == 3 && abi && atoi(abi) == (int)sizeof(struct process_info_r535);
    for (int i = 0; i < n; i++) {
        if (version == 1) {
            nvmlProcessInfo_v1_t *p = (nvmlProcessInfo_v1_t *)infos + i;
            p->pid = e[i].pid;
            p->usedGpuMemory = e[i].mem;
        } else if (r535) {
            struct process_info_r535 *p = (struct process_info_r535 *)infos + i;
            p->pid = e[i].pid;
            p->usedGpuMemory = e[i].mem;
            p->gpuInstanceId = e[i].gi;
            p->computeInstanceId = e[i].ci;
            p->usedGpuCcProtectedMemory = 0;
        } else {
            nvmlProcessInfo_v2_t *p = (nvmlProcessInfo_v2_t *)infos + i;
            p->pid = e[i].pid;
            p->usedGpuMemory = e[i].mem;
            p->gpuInstanceId = e[i].gi;
            p->computeInstanceId = e[i].ci;
        }
    }
    *count = (unsigned int)n;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetComputeRunningProcesses(nvmlDevice_t d, unsigned int *c,
                                                  nvmlProcessInfo_v1_t *i) {
    return processes("nvmlDeviceGetComputeRunningProcesses", "compute", 1, d, c, i);
}
nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v2(nvmlDevice_t d, unsigned int *c,
                                                     nvmlProcessInfo_v2_t *i) {
    return processes("nvmlDeviceGetComputeRunningProcesses_v2", "compute", 2, d, c, i);
}
nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t d, unsigned int *c,
                                                     nvmlProcessInfo_t *i) {
    return processes("nvmlDeviceGetComputeRunningProcesses_v3", "compute", 3, d, c, i);
}
nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses(nvmlDevice_t d, unsigned int *c,
                                                   nvmlProcessInfo_v1_t *i) {
    return processes("nvmlDeviceGetGraphicsRunningProcesses", "graphics", 1, d, c, i);
}
nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v2(nvmlDevice_t d, unsigned int *c,
                                                      nvmlProcessInfo_v2_t *i) {
    return processes("nvmlDeviceGetGraphicsRunningProcesses_v2", "graphics", 2, d, c, i);
}
nvmlReturn_t nvmlDeviceGetGraphicsRunningProcesses_v3(nvmlDevice_t d, unsigned int *c,
                                                      nvmlProcessInfo_t *i) {
    return processes("nvmlDeviceGetGraphicsRunningProcesses_v3", "graphics", 3, d, c, i);
}

/* putil=pid:timestamp:sm:mem,... ; only samples newer than lastSeenTimeStamp are returned;
   timestamp 0 means "now" (a fresh sample on every call, as from a busy GPU). */
nvmlReturn_t nvmlDeviceGetProcessUtilization(nvmlDevice_t device,
                                             nvmlProcessUtilizationSample_t *utilization,
                                             unsigned int *processSamplesCount,
                                             unsigned long long lastSeenTimeStamp) {
    DEV_ENTER("nvmlDeviceGetProcessUtilization", device);
    const char *text = getf("%s.putil", prefix);
    if (!text)
        return NVML_ERROR_NOT_SUPPORTED;
    if (!processSamplesCount)
        return NVML_ERROR_INVALID_ARGUMENT;
    nvmlProcessUtilizationSample_t s[64];
    int n = 0;
    while (*text && n < 64) {
        unsigned int pid, sm, mem;
        unsigned long long ts;
        int parsed = sscanf(text, "%u:%llu:%u:%u", &pid, &ts, &sm, &mem);
        if (parsed == 4 && ts == 0) {
            struct timespec now;
            clock_gettime(CLOCK_REALTIME, &now);
            ts = (unsigned long long)now.tv_sec * 1000000ULL + (unsigned long long)now.tv_nsec / 1000;
        }
        if (parsed == 4 && ts > lastSeenTimeStamp) {
            memset(&s[n], 0, sizeof s[n]);
            s[n].pid = pid;
            s[n].timeStamp = ts;
            s[n].smUtil = sm;
            s[n].memUtil = mem;
            n++;
        }
        text += strcspn(text, ",");
        if (*text == ',')
            text++;
    }
    if (n == 0)
        return NVML_ERROR_NOT_FOUND;
    if (!utilization || *processSamplesCount < (unsigned int)n) {
        *processSamplesCount = (unsigned int)n;
        return NVML_ERROR_INSUFFICIENT_SIZE;
    }
    memcpy(utilization, s, sizeof s[0] * (size_t)n);
    *processSamplesCount = (unsigned int)n;
    return NVML_SUCCESS;
}

/* ---- MIG ---------------------------------------------------------------------------------- */

nvmlReturn_t nvmlDeviceGetMigDeviceHandleByIndex(nvmlDevice_t device, unsigned int index,
                                                 nvmlDevice_t *migDevice) {
    DEV_ENTER("nvmlDeviceGetMigDeviceHandleByIndex", device);
    if (dev->mig >= 0 || index >= MAX_MIG || !migDevice)
        return NVML_ERROR_INVALID_ARGUMENT;
    const char *exists = getf("%s.mig%u.exists", prefix, index);
    if (!exists || !atoi(exists))
        return NVML_ERROR_NOT_FOUND;
    *migDevice = (nvmlDevice_t)&devices[dev->gpu][1 + index];
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceIsMigDeviceHandle(nvmlDevice_t device, unsigned int *isMigDevice) {
    DEV_ENTER("nvmlDeviceIsMigDeviceHandle", device);
    *isMigDevice = dev->mig >= 0;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetDeviceHandleFromMigDeviceHandle(nvmlDevice_t migDevice,
                                                          nvmlDevice_t *device) {
    DEV_ENTER("nvmlDeviceGetDeviceHandleFromMigDeviceHandle", migDevice);
    if (dev->mig < 0)
        return NVML_ERROR_INVALID_ARGUMENT;
    *device = (nvmlDevice_t)&devices[dev->gpu][0];
    return NVML_SUCCESS;
}
