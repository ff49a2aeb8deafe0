#include "shim.h"

#include <dlfcn.h>
#include <stdio.h>

// zs_load opens the libz3 at path and points every stub of libz3.c at the
// function it stands for. It returns NULL, or why it could not; the stubs
// are set only when every function was found. The Go side calls it once,
// under a sync.Once, so the message's buffer is never shared.
const char *zs_load(const char *path) {
	static char msg[1024];
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL) {
		const char *e = dlerror();
		snprintf(msg, sizeof msg, "%s", e != NULL ? e : "dlopen failed");
		return msg;
	}
	for (unsigned i = 0; i < zs_nsyms; i++) {
		if (dlsym(h, zs_syms[i].name) == NULL) {
			snprintf(msg, sizeof msg, "%s has no function %s (it is not libz3, or a libz3 older than 4.8.12)", path, zs_syms[i].name);
			dlclose(h);
			return msg;
		}
	}
	for (unsigned i = 0; i < zs_nsyms; i++) {
		*zs_syms[i].slot = dlsym(h, zs_syms[i].name);
	}
	return NULL;
}
