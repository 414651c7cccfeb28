import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { API, type CourseMaterialRecord, type CourseRecord, MATERIAL_EXTENSIONS, MATERIAL_TYPES } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Select, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/epoch-date-picker';
import { downloadFile } from '../../lib/download';
import { deleteMaterial, listMaterials, uploadMaterial } from './api';

const ACCEPT = MATERIAL_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A course's teaching materials, typed by the teaching-material codes (docs/REQUIREMENTS.md §6.1). */
export function MaterialsDrawer({ course, onClose }: { course: CourseRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [materialType, setMaterialType] = useState<number>(MATERIAL_TYPES[0]!);
  const [uploading, setUploading] = useState(false);
  const materials = useQuery({
    queryKey: ['course-materials', course?.courseId],
    queryFn: () => listMaterials(course!.courseId),
    enabled: course !== null,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['course-materials'] }),
      queryClient.invalidateQueries({ queryKey: ['courses'] }),
    ]);

  const upload = async (file: File) => {
    if (!course) return;
    setUploading(true);
    try {
      await uploadMaterial(course.courseId, materialType, file);
      message.success(t('course.uploaded', { name: file.name }));
      await refresh();
    } catch {
      // The server's reason (size, type) is already shown.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Drawer
      open={course !== null}
      onClose={onClose}
      title={course ? t('course.materialsTitle', { name: course.name }) : ''}
      width={720}
      maskClosable={false}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('course.materialType')}
          value={materialType}
          onChange={setMaterialType}
          style={{ minWidth: 200 }}
          options={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`course.materialTypes.${type}`) }))}
        />
        <Upload accept={ACCEPT} showUploadList={false} multiple beforeUpload={(file) => (void upload(file), false)}>
          <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
            {t('course.upload')}
          </Button>
        </Upload>
      </Space>
      <Table<CourseMaterialRecord>
        rowKey="materialId"
        loading={materials.isFetching}
        dataSource={materials.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('course.fileName'), dataIndex: 'originalName' },
          { title: t('course.materialType'), dataIndex: 'materialType', render: (type: number) => t(`course.materialTypes.${type}`) },
          { title: t('course.size'), dataIndex: 'size', render: formatSize },
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatDate },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadFile(`${API.downloadCourseMaterial}/${row.materialId}`, {}, row.originalName).catch(() => {})}
                >
                  {t('course.download')}
                </Button>
                <Popconfirm
                  title={t('common.confirmDelete', { name: row.originalName })}
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    await deleteMaterial(row.materialId);
                    message.success(t('common.deleted'));
                    await refresh();
                  }}
                >
                  <Button type="link" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
