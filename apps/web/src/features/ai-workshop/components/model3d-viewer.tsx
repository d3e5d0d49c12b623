import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { asGlb } from '../model/glb';
import styles from './studio.module.css';
import { Alert } from '../../../shared/ui/alert';

/** Where a model is: still loading, on screen, or not shown (and why). */
export type TModel3dState = 'loading' | 'shown' | 'failed';

type TFailure = 'webgl' | 'load';

export interface TModel3dViewerProps {
  url: string;
  /** Told when the model is on screen or could not be shown, so the page says so honestly. */
  onState?: (state: TModel3dState) => void;
}

/**
 * A 3D model (binary glTF) the pupil can turn with the mouse or a finger (loaded only on this
 * page). When it cannot be shown, it says why: a browser without WebGL gets the file to
 * download; a model that did not load can be loaded again, which costs nothing (the result is
 * already made and paid for).
 */
export default function Model3dViewer({ url, onState }: TModel3dViewerProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest listener, read by the loader's callbacks (a new one must not reload the model).
  const stateRef = useRef(onState);
  useEffect(() => {
    stateRef.current = onState;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const fail = (why: TFailure) => {
      setFailure(why);
      stateRef.current?.('failed');
    };
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    } catch {
      queueMicrotask(() => fail('webgl'));
      return;
    }
    let disposed = false;
    const width = host.clientWidth || 480;
    const height = 380;
    renderer.setPixelRatio(window.devicePixelRatio);
    renderer.setSize(width, height);
    renderer.domElement.setAttribute('role', 'img');
    renderer.domElement.setAttribute('aria-label', t('studio.model3d.canvas'));
    host.appendChild(renderer.domElement);
    const scene = new Scene();
    scene.background = new Color('#eef6ff');
    scene.add(new AmbientLight(0xffffff, 1.6));
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(3, 5, 4);
    scene.add(sun);
    const camera = new PerspectiveCamera(45, width / height, 0.01, 1000);
    camera.position.set(3, 2.5, 4);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    controls.autoRotate = true;
    controls.autoRotateSpeed = 1.5;
    let frame = 0;
    const tick = () => {
      controls.update();
      renderer.render(scene, camera);
      frame = requestAnimationFrame(tick);
    };
    // Fetched same-origin and parsed from memory: no data: or blob: request for the page's
    // content security policy to refuse (older results are rewritten as binary glTF first).
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`model answered ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => new GLTFLoader().parseAsync(asGlb(bytes), ''))
      .then((gltf) => {
        if (disposed) return;
        scene.add(gltf.scene);
        const box = new Box3().setFromObject(gltf.scene);
        const size = box.getSize(new Vector3()).length() || 1;
        const centre = box.getCenter(new Vector3());
        controls.target.copy(centre);
        camera.position.copy(centre).add(new Vector3(size * 0.6, size * 0.45, size * 0.8));
        camera.near = size / 100;
        camera.far = size * 100;
        camera.updateProjectionMatrix();
        host.dataset.loaded = 'true';
        stateRef.current?.('shown');
      })
      .catch(() => {
        if (!disposed) fail('load');
      });
    tick();
    return () => {
      disposed = true;
      abort.abort();
      cancelAnimationFrame(frame);
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
      delete host.dataset.loaded;
    };
  }, [url, attempt, t]);

  if (failure) {
    const download = (
      <Button icon={<DownloadOutlined aria-hidden />} href={`${url}?download=1`}>
        {t('studio.model3d.download')}
      </Button>
    );
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="model3d-failed"
        message={t(failure === 'webgl' ? 'studio.model3d.noWebgl' : 'studio.model3d.failed')}
        action={
          failure === 'load' ? (
            <span className={styles.actions}>
              <Button
                type="primary"
                icon={<ReloadOutlined aria-hidden />}
                onClick={() => {
                  setFailure(null);
                  onState?.('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {t('studio.model3d.reload')}
              </Button>
              {download}
            </span>
          ) : (
            download
          )
        }
      />
    );
  }
  return (
    <div style={{ width: '100%' }}>
      <div ref={hostRef} className={styles.viewer3d} data-testid="model3d-viewer" />
      <p className={styles.hint}>{t('studio.model3d.hint')}</p>
    </div>
  );
}
